import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProjectDocument } from '@registry/contract/projects/public-projects';
import { ErrorState } from '../../../components/ui/error-state';
import { browserLocation } from '../../../lib/browser-location';
import { fetchPublicDocumentUrl } from '../api/public-projects';
import { errorMessage } from '../utils/error-message';

interface ProjectDocumentsProps {
  projectId: number;
  /** The public ones; a party's list also has the private ones, marked. */
  documents: readonly (PublicProjectDocument & { isPublic?: boolean })[];
  /** The signed link of one (a party's read reaches the private ones). */
  fetchUrl?: (projectId: number, documentId: number) => Promise<string>;
}

/** The project's public documents, each with a download through a signed, short-lived link. */
export function ProjectDocuments({
  projectId,
  documents,
  fetchUrl = fetchPublicDocumentUrl,
}: ProjectDocumentsProps) {
  const { t } = useTranslation('publicProjects');
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  if (documents.length === 0) {
    return <p className="text-body-secondary">{t('project.noDocuments')}</p>;
  }
  const download = async (documentId: number) => {
    setError(null);
    setPendingId(documentId);
    try {
      browserLocation.assign(await fetchUrl(projectId, documentId));
    } catch (failure) {
      setError(errorMessage(failure, t('project.downloadFailed')));
    } finally {
      setPendingId(null);
    }
  };
  return (
    <>
      {error && <ErrorState message={error} />}
      <ul className="list-group">
        {documents.map((document) => (
          <li
            key={document.id}
            className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <span className="text-break">
              <span className="fw-semibold">{t(`documentTypes.${document.documentType}`)}</span>
              {document.period !== null && ` (${t('project.period', { period: document.period })})`}
              {document.isPublic === false && (
                <span className="badge text-bg-secondary ms-2">{t('project.privateDocument')}</span>
              )}
              <br />
              <span className="small text-body-secondary">{document.fileName}</span>
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-success"
              aria-label={t('project.downloadOf', { name: document.fileName })}
              disabled={pendingId === document.id}
              onClick={() => void download(document.id)}
            >
              {t('project.download')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
