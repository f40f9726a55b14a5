import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketHolding } from '@registry/contract/markets/market-moves-api';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import { formatQuantity } from '../../positions/utils/quantities';
import { unitsOfKg } from '../utils/move-quantity';

interface HoldingsTableProps {
  market: MarketId;
  holdings: readonly MarketHolding[];
  onMoveOut: (holding: MarketHolding) => void;
}

const column = createDataTableColumns<MarketHolding>();

/** The credits the company holds on a market, each with its "Move out"; a CSV of them. */
export function HoldingsTable({ market, holdings, onMoveOut }: HoldingsTableProps) {
  const { t, i18n } = useTranslation('markets');
  const latest = useLatest({ onMoveOut });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('serial', {
          header: t('trading.holdings.columns.serial'),
          meta: { isRowHeader: true },
          cell: ({ getValue }) => <span className="font-monospace small">{getValue()}</span>,
        }),
        column.accessor('projectName', { header: t('trading.holdings.columns.project') }),
        column.accessor('vintage', { header: t('trading.holdings.columns.vintage') }),
        column.accessor(
          (holding) => formatQuantity(holding.quantityKg, holding.divisible, i18n.language),
          {
            id: 'quantity',
            header: t('trading.holdings.columns.quantity'),
            sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
            cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
          },
        ),
        column.accessor(
          (holding) => formatQuantity(holding.availableKg, holding.divisible, i18n.language),
          {
            id: 'available',
            header: t('trading.holdings.columns.available'),
            sortFn: (a, b) => a.original.availableKg - b.original.availableKg,
            cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
          },
        ),
        column.display({
          id: 'actions',
          header: t('trading.holdings.columns.actions'),
          meta: { label: t('trading.holdings.columns.actions'), isCsvExcluded: true },
          cell: ({ row }) => {
            const holding = row.original;
            // Everything already asked back: nothing left to move out until the market answers.
            if (unitsOfKg(holding.availableKg, holding.divisible) < 1) {
              return (
                <span className="text-body-secondary small">
                  {t('trading.holdings.nothingAvailable')}
                </span>
              );
            }
            return (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={t('trading.holdings.moveOutOf', { serial: holding.serial })}
                onClick={() => latest.current.onMoveOut(holding)}
              >
                {t('trading.holdings.moveOut')}
              </button>
            );
          },
        }),
      ]),
    [t, i18n.language, latest],
  );
  const name = MARKETS[market].name;

  return (
    <DataTable
      columns={columns}
      data={holdings}
      caption={t('trading.holdings.caption', { market: name })}
      isCaptionHidden
      getRowId={(holding) => String(holding.serialId)}
      csvFileName={t('trading.holdings.csv', { market })}
    />
  );
}
