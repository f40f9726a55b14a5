import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@registry/contract/retirements/certificate';
import { CertificateCard } from './certificate-card';
import { CertificateField } from './certificate-field';

/** The project the retired credits come from; its name leads to its public page. */
export function ProjectCard({ project }: { project: Certificate['project'] }) {
  const { t } = useTranslation('certificates');
  const none = t('none');
  return (
    <CertificateCard id="certificate-project" title={t('sections.project')}>
      <dl className="row g-2 mb-0">
        <CertificateField label={t('fields.projectName')} isWide>
          <Link to={`/projects/${project.id}`}>{project.name}</Link>
        </CertificateField>
        <CertificateField label={t('fields.projectCode')}>{project.code || none}</CertificateField>
        <CertificateField label={t('fields.standard')}>{project.standard || none}</CertificateField>
        <CertificateField label={t('fields.country')}>{project.country || none}</CertificateField>
      </dl>
    </CertificateCard>
  );
}
