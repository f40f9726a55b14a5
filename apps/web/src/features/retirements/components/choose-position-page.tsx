import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { usePositions } from '../../positions/api/positions';
import { PositionsTable } from '../../positions/components/positions-table';
import { RetirementsTable } from './retirements-table';

/**
 * /emit-certification without a block: the company's active blocks, each with
 * Retire into the prefilled form, and the company's retirements below.
 */
export function ChoosePositionPage() {
  const { t } = useTranslation('retirements');
  const title = useRouteTitle();
  const positions = usePositions();
  const active = useMemo(
    () => (positions.data ?? []).filter((position) => position.status === 'active'),
    [positions.data],
  );

  const blocks = () => {
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
        canTransfer={false}
        canConvert={false}
        canRetire
        onTransfer={() => undefined}
        onConvert={() => undefined}
      />
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('picker.description')} />
      <section aria-labelledby="retire-choose-title" className="mb-5">
        <h2 className="h5" id="retire-choose-title">
          {t('picker.title')}
        </h2>
        {blocks()}
      </section>
      <section aria-labelledby="retire-list-title">
        <h2 className="h5" id="retire-list-title">
          {t('list.title')}
        </h2>
        <RetirementsTable />
      </section>
    </>
  );
}
