import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { usePositions } from '../../positions/api/positions';
import { PositionsTable } from '../../positions/components/positions-table';
import { transferPathOf } from '../../positions/utils/quantities';

/**
 * /transfer-certification without a block: the company's active blocks, each
 * with Transfer, which leads into the transfer of that block.
 */
export function ChooseBlockPage() {
  const { t } = useTranslation('transfers');
  const title = useRouteTitle();
  const navigate = useNavigate();
  const positions = usePositions();
  const active = useMemo(
    () => (positions.data ?? []).filter((position) => position.status === 'active'),
    [positions.data],
  );

  const body = () => {
    if (positions.isPending) return <LoadingSpinner />;
    if (positions.isError) {
      return (
        <ErrorState
          message={t('picker.loadError')}
          onRetry={() => void positions.refetch()}
          isRetrying={positions.isFetching}
        />
      );
    }
    if (active.length === 0) {
      return (
        <EmptyState
          title={t('picker.emptyTitle')}
          text={t('picker.empty')}
          action={
            <Link to="/my-positions" className="btn btn-outline-primary">
              {t('backToPositions')}
            </Link>
          }
        />
      );
    }
    return (
      <PositionsTable
        positions={active}
        canTransfer
        canConvert={false}
        onTransfer={(position) => void navigate(transferPathOf(position))}
        onConvert={() => undefined}
      />
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('picker.description')} />
      {body()}
    </>
  );
}
