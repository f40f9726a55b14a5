import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentAttachment } from '@registry/contract/projects/project-comments';
import { browserLocation } from '../../../lib/browser-location';
import { errorMessage } from '../../public-projects/utils/error-message';
import { fetchAttachmentUrl } from '../api/project-comments';

interface CommentAttachmentLinkProps {
  projectId: number;
  commentId: number;
  attachment: CommentAttachment;
}

/**
 * A comment's attachment in the list: its name, downloaded through a signed,
 * short-lived link asked for on click (like a public project document's).
 */
export function CommentAttachmentLink({
  projectId,
  commentId,
  attachment,
}: CommentAttachmentLinkProps) {
  const { t } = useTranslation('projectComments');
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    setIsPending(true);
    try {
      browserLocation.assign(await fetchAttachmentUrl(projectId, commentId));
    } catch (failure) {
      setError(errorMessage(failure, t('list.attachmentFailed')));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <p className="mb-1 small">
      {t('list.attachment')}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline text-break"
        aria-label={t('list.attachmentDownload', { name: attachment.fileName })}
        disabled={isPending}
        onClick={() => void download()}
      >
        {attachment.fileName}
      </button>
      {error && (
        <span className="d-block text-danger" role="alert">
          {error}
        </span>
      )}
    </p>
  );
}
