import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@registry/contract/projects/project-api';

/** The certifier's last request for corrections while the project is back in draft, or null. */
export function openCorrectionRequest(project: Pick<ProjectDetail, 'state' | 'events'>) {
  if (project.state !== 'draft') return null;
  const last = project.events.at(-1);
  return last?.action === 'requestCorrections' ? last : null;
}

/**
 * What the certifier asked to correct, where the developer corrects it (the
 * edit form) and where a party follows the project (its page): who asked,
 * when, and the reason, in the words the certifier wrote.
 */
export function CorrectionRequest({
  project,
}: {
  project: Pick<ProjectDetail, 'state' | 'events'>;
}) {
  const { t, i18n } = useTranslation('projects');
  const request = openCorrectionRequest(project);
  if (!request) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(request.at),
  );
  return (
    <section className="alert alert-warning" aria-labelledby="correction-request-title">
      <h2 className="h6 alert-heading" id="correction-request-title">
        {t('correctionRequest.title')}
      </h2>
      <p className="small mb-1">
        {t('correctionRequest.by', {
          company: request.companyName ?? t('correctionRequest.theCertifier'),
          date,
        })}
      </p>
      <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
        {request.reason}
      </p>
    </section>
  );
}
