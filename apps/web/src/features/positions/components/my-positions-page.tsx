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
import { usePositions } from '../api/positions';
import { totalsByProjectAndVintage, transferPathOf } from '../utils/quantities';
import { ConvertDialog } from './convert-dialog';
import { HoldingsChart } from './holdings-chart';
import { PositionsTable } from './positions-table';
import { PositionsTotals } from './positions-totals';

/**
 * /my-positions: every block the company holds (project, vintage, serial,
 * quantity, account, status), its totals per project and vintage and a chart;
 * from a block, a transfer or a conversion to kg.
 */
export function MyPositionsPage() {
  const { t } = useTranslation('positions');
  const title = useRouteTitle();
  const claims = useSession();
  const navigate = useNavigate();
  const positions = usePositions();
  const [converting, setConverting] = useState<Position | null>(null);
  const totals = useMemo(() => totalsByProjectAndVintage(positions.data ?? []), [positions.data]);

  const body = () => {
    if (positions.isPending) return <LoadingSpinner />;
    if (positions.isError) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void positions.refetch()}
          isRetrying={positions.isFetching}
        />
      );
    }
    if (positions.data.length === 0) {
      return <EmptyState title={t('emptyTitle')} text={t('empty')} />;
    }
    return (
      <>
        <PositionsTable
          positions={positions.data}
          canTransfer={isGranted('transfer', claims)}
          canConvert={isGranted('retire', claims)}
          onTransfer={(position) => void navigate(transferPathOf(position))}
          onConvert={setConverting}
        />
        <h2 className="h5 mt-4">{t('totals.title')}</h2>
        <PositionsTotals totals={totals} />
        <HoldingsChart positions={positions.data} />
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
