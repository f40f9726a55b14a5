import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketHolding } from '@registry/contract/markets/market-moves-api';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { Modal } from '../../../components/ui/modal';
import { useMoveFlow } from '../hooks/use-move-flow';
import { formatQuantity } from '../../positions/utils/quantities';
import { isValidUnits, unitOf, unitsOfKg } from '../utils/move-quantity';
import { MoveConfirmDialog } from './move-confirm-dialog';
import { MoveQuantityField } from './move-quantity-field';

interface MoveOutDialogProps {
  market: MarketId;
  holding: MarketHolding;
  onClose: () => void;
}

/**
 * "Move out" of a holding: how much of what is still available (whole tonnes,
 * or kg of a divisible block), then the confirmation that the market is asked
 * to give the credits back.
 */
export function MoveOutDialog({ market, holding, onClose }: MoveOutDialogProps) {
  const { t, i18n } = useTranslation('markets');
  const formId = useId();
  const flow = useMoveFlow(onClose);
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = MARKETS[market].name;
  const unit = unitOf(holding.divisible);
  const max = unitsOfKg(holding.availableKg, holding.divisible);
  const number = new Intl.NumberFormat(i18n.language);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidUnits(quantity, max)) {
      setProblem(t('trading.quantityInvalid', { unit, max: number.format(max) }));
      return;
    }
    setProblem(null);
    flow.ask({
      market,
      direction: 'out',
      serialId: holding.serialId,
      quantity: Number(quantity),
      isKg: holding.divisible,
    });
  };

  return (
    <>
      {/* Hidden behind its confirmation, shown again after a refusal. */}
      <Modal
        show={!flow.isConfirming}
        onClose={onClose}
        isStatic
        title={t('trading.moveOut.title', { serial: holding.serial, market: name })}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('trading.cancel')}
            </button>
            <button type="submit" form={formId} className="btn btn-primary">
              {t('trading.continue')}
            </button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={check}>
          {flow.failure && (
            <div className="alert alert-danger" role="alert">
              {flow.failure}
            </div>
          )}
          <p>{t('trading.moveOut.explain', { market: name })}</p>
          <p className="text-body-secondary">
            {t('trading.available', {
              quantity: formatQuantity(holding.availableKg, holding.divisible, i18n.language),
            })}
          </p>
          <MoveQuantityField
            value={quantity}
            onChange={setQuantity}
            max={max}
            unit={unit}
            problem={problem}
          />
        </form>
      </Modal>
      <MoveConfirmDialog
        flow={flow}
        title={t('trading.moveOut.confirmTitle', { market: name })}
        consequence={t('trading.moveOut.consequence', {
          market: name,
          quantity: `${number.format(Number(quantity))} ${unit}`,
          serial: holding.serial,
        })}
        confirmLabel={t('trading.moveOut.confirm')}
      />
    </>
  );
}
