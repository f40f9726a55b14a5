import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PROJECTS_PATH } from '@registry/contract/projects/public-projects';
import type { PublicCertificateRow } from '@registry/contract/retirements/public-credits';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast-context';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { API_BASE_PATH } from '../../../lib/api-client';
import { downloadServerCsv, downloadServerFile } from '../../../lib/download-server-csv';
import { usePublicProject } from '../../public-projects/api/public-projects';
import { useProjectCertificates } from '../api/public-credits';
import { CertificatesTable } from './certificates-table';

const NO_ROWS: readonly PublicCertificateRow[] = [];

/**
 * /downloadRetiredBonds/{projectId}, for anyone (DESIGN.md 4.4): every retired
 * block of a project with its certificate, and the registry's CSV and XLSX of them.
 */
export function RetiredCreditsPage() {
  const { t } = useTranslation('publicCredits');
  const title = useRouteTitle();
  const { showToast } = useToast();
  const projectId = Number(useParams().projectId) || 0;
  const project = usePublicProject(projectId);
  const retired = useProjectCertificates(projectId, 0);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);
  const projectName = project.data?.project.name;

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    const path = `${API_BASE_PATH}${PUBLIC_PROJECTS_PATH}/${projectId}/retired-blocks.${format}`;
    try {
      await (format === 'csv' ? downloadServerCsv : downloadServerFile)(path, 'retired-credits');
    } catch {
      showToast({ message: t('retired.downloadFailed'), variant: 'danger' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <PageHeader
        title={projectName ? `${title}: ${projectName}` : title}
        description={t('retired.description')}
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void download('csv')}
              disabled={downloading !== null}
              aria-busy={downloading === 'csv'}
            >
              {t('retired.download')}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void download('xlsx')}
              disabled={downloading !== null}
              aria-busy={downloading === 'xlsx'}
            >
              {t('retired.downloadXlsx')}
            </button>
            <Link className="btn btn-outline-secondary" to={`/projects/${projectId}`}>
              {t('certificates.backToProject')}
            </Link>
          </>
        }
      />
      <CertificatesTable
        certificates={retired.data ?? NO_ROWS}
        isLoading={retired.isPending}
        error={retired.isError ? t('certificates.loadError') : null}
        onRetry={() => void retired.refetch()}
        caption={t('retired.caption')}
      />
    </>
  );
}
