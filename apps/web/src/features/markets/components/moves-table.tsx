import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketMove } from '@registry/contract/markets/market-moves-api';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatMoveQuantity } from '../utils/move-quantity';

interface MovesTableProps {
  market: MarketId;
  moves: readonly MarketMove[];
}

const column = createDataTableColumns<MarketMove>();

const BADGE = {
  pending: 'text-bg-warning',
  confirmed: 'text-bg-success',
  failed: 'text-bg-danger',
} as const;

/**
 * The state of a move in words: a failed move in has its credits back in the
 * account they came from, a failed move out leaves them on the market.
 */
const stateKey = (move: MarketMove) =>
  move.state === 'failed' ? (move.direction === 'in' ? 'failedIn' : 'failedOut') : move.state;

/** The company's moves to and from a market, newest first, with their states; a CSV of them. */
export function MovesTable({ market, moves }: MovesTableProps) {
  const { t, i18n } = useTranslation('markets');
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return column.columns([
      column.accessor((move) => date.format(new Date(move.requestedAt)), {
        id: 'date',
        header: t('trading.moves.columns.date'),
        sortFn: (a, b) => a.original.requestedAt.localeCompare(b.original.requestedAt),
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor((move) => t(`trading.moves.directions.${move.direction}`), {
        id: 'direction',
        header: t('trading.moves.columns.direction'),
      }),
      column.accessor('serial', {
        header: t('trading.moves.columns.serial'),
        meta: { isRowHeader: true },
        cell: ({ getValue }) => <span className="font-monospace small">{getValue()}</span>,
      }),
      column.accessor((move) => formatMoveQuantity(move.quantityKg, i18n.language), {
        id: 'quantity',
        header: t('trading.moves.columns.quantity'),
        sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor((move) => t(`trading.moves.states.${stateKey(move)}`), {
        id: 'state',
        header: t('trading.moves.columns.state'),
        cell: ({ row, getValue }) => (
          <span className={`badge ${BADGE[row.original.state]}`}>{getValue()}</span>
        ),
      }),
      column.accessor((move) => (move.failure ? t(`trading.moves.failures.${move.failure}`) : ''), {
        id: 'reason',
        header: t('trading.moves.columns.reason'),
      }),
      column.accessor((move) => move.reference ?? '', {
        id: 'reference',
        header: t('trading.moves.columns.reference'),
        cell: ({ getValue }) => (
          <span className="font-monospace small text-break">{getValue()}</span>
        ),
      }),
      column.accessor('attempts', { header: t('trading.moves.columns.attempts') }),
    ]);
  }, [t, i18n.language]);

  return (
    <DataTable
      columns={columns}
      data={moves}
      caption={t('trading.moves.caption', { market: MARKETS[market].name })}
      isCaptionHidden
      getRowId={(move) => String(move.id)}
      csvFileName={t('trading.moves.csv', { market })}
    />
  );
}
