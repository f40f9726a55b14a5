import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_MAX,
  HIDE_REASON_MAX,
  type ProjectComment,
} from '@registry/contract/projects/project-comments';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { outcomeOfError, type Outcome } from '../../password/utils/outcome';
import { useChangeComment } from '../api/project-comments';
import { CommentAttachmentLink } from './comment-attachment-link';

interface CommentItemProps {
  projectId: number;
  comment: ProjectComment;
  canAnswer: boolean;
  canHide: boolean;
}

/** One short form (the answer, or the reason to hide): a text area and its button. */
function ChangeForm({
  label,
  button,
  max,
  minLength,
  onSend,
  isPending,
}: {
  label: string;
  button: string;
  max: number;
  minLength: number;
  onSend: (text: string) => Promise<void>;
  isPending: boolean;
}) {
  const { t } = useTranslation('projectComments');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      noValidate
      className="mt-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim().length < minLength) {
          setError(t('list.textRequired', { count: minLength }));
          return;
        }
        setError('');
        void onSend(text.trim());
      }}
    >
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="invalid-feedback" id={`${id}-error`}>
        {error}
      </div>
      <button type="submit" className="btn btn-sm btn-primary mt-2" disabled={isPending}>
        {button}
      </button>
    </form>
  );
}

/** A comment of the list: who, when, the text (or the certifier's reason), its attachment, the answer. */
export function CommentItem({ projectId, comment, canAnswer, canHide }: CommentItemProps) {
  const { t, i18n } = useTranslation('projectComments');
  const change = useChangeComment(projectId);
  const [isHiding, setIsHiding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const headingId = `comment-${comment.id}`;

  const send = async (
    changeInput: { kind: 'answer'; answer: string } | { kind: 'hide'; reason: string },
  ) => {
    setOutcome(null);
    try {
      await change.mutateAsync({ commentId: comment.id, change: changeInput });
      setIsHiding(false);
    } catch (error) {
      setOutcome(outcomeOfError(error, t('list.changeFailed')));
    }
  };

  return (
    <li className="list-group-item" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 mb-1">
        {comment.organization
          ? t('list.byWithOrganization', {
              name: comment.name,
              organization: comment.organization,
            })
          : comment.name}{' '}
        <span className="text-body-secondary small fw-normal">
          {date.format(new Date(comment.createdAt))}
        </span>
      </h2>
      {comment.hiddenReason !== null ? (
        <p className="fst-italic text-body-secondary mb-1">
          {t('list.hidden', { reason: comment.hiddenReason })}
        </p>
      ) : (
        <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {comment.comment}
        </p>
      )}
      {comment.hiddenReason === null && comment.attachment && (
        <CommentAttachmentLink
          projectId={projectId}
          commentId={comment.id}
          attachment={comment.attachment}
        />
      )}
      {comment.answer !== null ? (
        <div className="border-start border-3 ps-3 mt-2">
          <p className="small text-body-secondary mb-1">
            {t('list.answeredBy', {
              company: comment.answeredBy ?? '',
              date: comment.answeredAt ? date.format(new Date(comment.answeredAt)) : '',
            })}
          </p>
          <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.answer}
          </p>
        </div>
      ) : (
        canAnswer && (
          <ChangeForm
            label={t('list.answerLabel')}
            button={t('list.answer')}
            max={ANSWER_MAX}
            minLength={1}
            isPending={change.isPending}
            onSend={(answer) => send({ kind: 'answer', answer })}
          />
        )
      )}
      {canHide && comment.hiddenReason === null && (
        <>
          {!isHiding ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger mt-2"
              onClick={() => setIsHiding(true)}
            >
              {t('list.hide')}
            </button>
          ) : (
            <ChangeForm
              label={t('list.hideReason')}
              button={t('list.hideConfirm')}
              max={HIDE_REASON_MAX}
              minLength={3}
              isPending={change.isPending}
              onSend={(reason) => send({ kind: 'hide', reason })}
            />
          )}
        </>
      )}
      <div aria-live="polite">
        {outcome && <CodeMessagesAlert variant="danger" messages={outcome.messages} />}
      </div>
    </li>
  );
}
