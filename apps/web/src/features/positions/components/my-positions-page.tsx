import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { isGranted } from '../../../lib/access';
import { useHoldings } from '../api/positions';
import { totalsByProjectAndVintage, transferPathOf } from '../utils/quantities';
import { ConvertDialog } from './convert-dialog';
import { HoldingsChart } from './holdings-chart';
import { PositionsTable } from './positions-table';
import { PositionsTotals } from './positions-totals';

/**
 * /my-positions: every block the company holds (project, vintage, serial,
 * quantity, account, status), its totals per project and vintage and a chart;
 * from a block, a transfer, a conversion to kg or a retirement.
 */
export function MyPositionsPage() {
  // The retirements namespace too: each row's Retire link is worded there.
  const { t, i18n } = useTranslation(['positions', 'retirements']);
  const numbers = new Intl.NumberFormat(i18n.language);
  const title = useRouteTitle();
  const claims = useSession();
  const navigate = useNavigate();
  const holdings = useHoldings();
  const [converting, setConverting] = useState<Position | null>(null);
  const totals = useMemo(
    () => totalsByProjectAndVintage(holdings.data?.totals ?? []),
    [holdings.data],
  );

  const body = () => {
    if (holdings.isPending) return <LoadingSpinner />;
    if (holdings.isError) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void holdings.refetch()}
          isRetrying={holdings.isFetching}
        />
      );
    }
    const { positions, blockCount } = holdings.data;
    if (positions.length === 0) {
      return <EmptyState title={t('emptyTitle')} text={t('empty')} />;
    }
    return (
      <>
        {blockCount > positions.length && (
          <p className="alert alert-info" role="status">
            {t('cut', {
              shown: numbers.format(positions.length),
              total: numbers.format(blockCount),
            })}
          </p>
        )}
        <PositionsTable
          positions={positions}
          canTransfer={isGranted('transfer', claims)}
          canConvert={isGranted('retire', claims)}
          canRetire={isGranted('retire', claims)}
          onTransfer={(position) => void navigate(transferPathOf(position))}
          onConvert={setConverting}
        />
        <h2 className="h5 mt-4">{t('totals.title')}</h2>
        <PositionsTotals totals={totals} />
        <HoldingsChart positions={holdings.data.totals} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('description')} />
      {body()}
      {converting && (
        <ConvertDialog
          key={converting.serialId}
          position={converting}
          onClose={() => setConverting(null)}
        />
      )}
    </>
  );
}
