import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicCertificateRow } from '@registry/contract/retirements/public-credits';
import { RETIREMENT_PURPOSES } from '@registry/contract/retirements/retirements-api';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { usePublicProject } from '../../public-projects/api/public-projects';
import { useProjectCertificates } from '../api/public-credits';
import { CertificatesTable } from './certificates-table';

const NO_ROWS: readonly PublicCertificateRow[] = [];

/** The spec's typeRemoval: 0 for every purpose, else a purpose's number (1 ... 6). */
function purposeOf(value: string | undefined): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= RETIREMENT_PURPOSES.length
    ? number
    : 0;
}

/**
 * /emit-certifications/{typeRemoval}/{projectId}, for anyone (DESIGN.md 4.4):
 * a project's retirement certificates of one purpose or all, the purpose
 * kept in the address so a link shares the same list.
 */
export function ProjectCertificatesPage() {
  const { t } = useTranslation(['publicCredits', 'retirements']);
  const title = useRouteTitle();
  const navigate = useNavigate();
  const selectId = useId();
  const params = useParams();
  const projectId = Number(params.projectId) || 0;
  const purpose = purposeOf(params.typeRemoval);
  const project = usePublicProject(projectId);
  const certificates = useProjectCertificates(projectId, purpose);
  const projectName = project.data?.project.name;
  return (
    <>
      <PageHeader
        title={projectName ? `${title}: ${projectName}` : title}
        description={t('certificates.description')}
        actions={
          <Link className="btn btn-outline-secondary" to={`/projects/${projectId}`}>
            {t('certificates.backToProject')}
          </Link>
        }
      />
      <div className="mb-3 col-12 col-md-6 col-lg-4">
        <label htmlFor={selectId} className="form-label">
          {t('certificates.purpose')}
        </label>
        <select
          id={selectId}
          className="form-select"
          value={purpose}
          onChange={(event) =>
            void navigate(`/emit-certifications/${event.target.value}/${projectId}`, {
              replace: true,
            })
          }
        >
          <option value={0}>{t('certificates.allPurposes')}</option>
          {RETIREMENT_PURPOSES.map((name, index) => (
            <option key={name} value={index + 1}>
              {t(`purposes.${name}`, { ns: 'retirements' })}
            </option>
          ))}
        </select>
      </div>
      <CertificatesTable
        certificates={certificates.data ?? NO_ROWS}
        isLoading={certificates.isPending}
        error={certificates.isError ? t('certificates.loadError') : null}
        onRetry={() => void certificates.refetch()}
        caption={t('certificates.caption')}
        csvFileName={t('certificates.csv', { projectId })}
      />
    </>
  );
}
