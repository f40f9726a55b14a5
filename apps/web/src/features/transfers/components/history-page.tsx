import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MovementRow } from '@registry/contract/ledger/ledger-history';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { NotificationsInbox } from '../../notifications/components/notifications-inbox';
import { usePositions } from '../../positions/api/positions';
import { useMovements, useTransferNotifications } from '../api/movements';
import {
  filterSearch,
  hasFilter,
  readHistoryFilter,
  type HistoryFilter,
} from '../utils/history-filter';
import { HistoryFilters, type ProjectOption } from './history-filters';
import { LogOpenings } from './log-openings';
import { MovementsTable } from './movements-table';

const NO_MOVEMENTS: readonly MovementRow[] = [];

/** The projects to filter by: those the company holds, those listed, and the one chosen. */
function projectOptions(
  held: readonly { projectId: number; projectName: string }[],
  listed: readonly MovementRow[],
  chosen: number | undefined,
  unnamed: (id: number) => string,
): ProjectOption[] {
  const names = new Map<number, string>();
  for (const block of held) names.set(block.projectId, block.projectName);
  for (const movement of listed) names.set(movement.project.id, movement.project.name);
  if (chosen !== undefined && !names.has(chosen)) names.set(chosen, unnamed(chosen));
  return [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /historical-transfer: every movement of the company's credits, filtered by
 * project, days, direction and kind (kept in the address), a page at a time,
 * under every notification the bell counts ("see all"); the credits received
 * it announced are marked "New" in the table until read.
 */
export function HistoryPage() {
  const { t } = useTranslation('transfers');
  const title = useRouteTitle();
  const claims = useSession();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readHistoryFilter(params), [params]);
  const movements = useMovements(filter);
  const notifications = useTransferNotifications();
  const positions = usePositions();
  // The page shown, per filter: a new filter starts at its first page.
  const filterKey = filterSearch(filter).toString();
  const [paging, setPaging] = useState({ filterKey, pageIndex: 0 });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 0;
  const pages = movements.data?.pages;
  const page = pages?.[pageIndex];
  const rows = page?.movements ?? NO_MOVEMENTS;

  const newMovementIds = useMemo(
    () =>
      new Set(
        (notifications.data ?? [])
          .filter((notification) => !notification.isRead)
          .map((notification) => notification.payload.movementId)
          .filter((id): id is number => typeof id === 'number'),
      ),
    [notifications.data],
  );
  const projects = useMemo(
    () =>
      projectOptions(positions.data ?? [], rows, filter.projectId, (id) =>
        t('history.filters.projectNumber', { id }),
      ),
    [positions.data, rows, filter.projectId, t],
  );

  const changeFilter = (next: HistoryFilter) => setParams(filterSearch(next));
  const goTo = (index: number) => setPaging({ filterKey, pageIndex: index });
  const next = async () => {
    if (!pages?.[pageIndex + 1]) {
      const fetched = await movements.fetchNextPage();
      if (!fetched.data?.pages[pageIndex + 1]) return;
    }
    goTo(pageIndex + 1);
  };

  const body = () => {
    if (movements.isPending) return <LoadingSpinner label={t('history.loading')} />;
    if (movements.isError && !page) {
      return (
        <ErrorState
          message={failureText(movements.error, t('history.loadError'))}
          onRetry={() => void movements.refetch()}
          isRetrying={movements.isFetching}
        />
      );
    }
    if (rows.length === 0) {
      return hasFilter(filter) ? (
        <EmptyState title={t('history.noMatchTitle')} text={t('history.noMatch')} />
      ) : (
        <EmptyState
          title={t('history.emptyTitle')}
          text={t('history.empty')}
          action={
            <Link to="/my-positions" className="btn btn-outline-primary">
              {t('history.toPositions')}
            </Link>
          }
        />
      );
    }
    return (
      <>
        <MovementsTable
          movements={rows}
          newMovementIds={newMovementIds}
          hasNextPage={Boolean(pages?.[pageIndex + 1]) || movements.hasNextPage}
          onNextPage={() => void next()}
          hasPreviousPage={pageIndex > 0}
          onPreviousPage={() => goTo(pageIndex - 1)}
        />
        {movements.isFetchingNextPage && <LoadingSpinner label={t('history.loading')} />}
        {movements.isFetchNextPageError && (
          <ErrorState
            message={failureText(movements.error, t('history.loadError'))}
            onRetry={() => void next()}
          />
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('history.description')} />
      {claims && <NotificationsInbox claims={claims} firstShown={5} />}
      <HistoryFilters filter={filter} projects={projects} onChange={changeFilter} />
      {body()}
      <LogOpenings />
    </>
  );
}
