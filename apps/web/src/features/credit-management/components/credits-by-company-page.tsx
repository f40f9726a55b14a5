import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useCompanyBlocks } from '../api/credit-queries';
import { failureText } from '../../../lib/ledger-call';
import { CertifiedBlocksTable } from './certified-blocks-table';

/** /credits-by-company/:companyId: a company's blocks of the projects the caller certifies. */
export function CreditsByCompanyPage() {
  const { t } = useTranslation('creditManagement');
  const title = useRouteTitle();
  const companyId = Number(useParams().companyId);
  const blocks = useCompanyBlocks(companyId);
  const companyName = blocks.data?.[0]?.companyName;
  return (
    <>
      <PageHeader
        title={title}
        description={
          companyName ? t('byCompany.of', { company: companyName }) : t('byCompany.description')
        }
      />
      <CertifiedBlocksTable
        blocks={blocks.data ?? []}
        caption={t('byCompany.caption')}
        csvFileName={t('byCompany.csv', { companyId })}
        isLoading={blocks.isPending}
        error={blocks.isError ? failureText(blocks.error, t('failed')) : null}
        onRetry={() => void blocks.refetch()}
      />
    </>
  );
}
