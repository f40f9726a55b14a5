import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Modal } from '../../../components/ui/modal';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { failureText } from '../../../lib/ledger-call';
import { usePositions } from '../../positions/api/positions';
import { formatQuantity, unitsOf } from '../../positions/utils/quantities';
import { useMoveFlow } from '../hooks/use-move-flow';
import { isValidUnits, unitOf } from '../utils/move-quantity';
import { MoveConfirmDialog } from './move-confirm-dialog';
import { MoveQuantityField } from './move-quantity-field';

interface MoveInDialogProps {
  market: MarketId;
  onClose: () => void;
}

type Problems = Partial<Record<'position' | 'quantity', string>>;

/**
 * "Move credits in": one of the company's active blocks and how much of it
 * (whole tonnes, or kg of a divisible block), then the confirmation that the
 * credits are locked in the market's escrow until the market confirms.
 */
export function MoveInDialog({ market, onClose }: MoveInDialogProps) {
  const { t, i18n } = useTranslation('markets');
  const id = useId();
  const formId = `${id}-form`;
  const positions = usePositions();
  const flow = useMoveFlow(onClose);
  const [serialId, setSerialId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const name = MARKETS[market].name;
  const active = useMemo(
    () => (positions.data ?? []).filter((position) => position.status === 'active'),
    [positions.data],
  );
  const position = active.find((each) => String(each.serialId) === serialId) ?? null;
  const unit = unitOf(position?.divisible ?? false);
  const max = position ? unitsOf(position) : 0;
  const number = new Intl.NumberFormat(i18n.language);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!position) found.position = t('trading.moveIn.positionRequired');
    else if (!isValidUnits(quantity, max)) {
      found.quantity = t('trading.quantityInvalid', { unit, max: number.format(max) });
    }
    setProblems(found);
    if (!position || Object.keys(found).length > 0) return;
    flow.ask({
      market,
      direction: 'in',
      serialId: position.serialId,
      quantity: Number(quantity),
      isKg: position.divisible,
    });
  };

  const optionOf = (each: (typeof active)[number]) =>
    t(each.subAccountId === null ? 'trading.moveIn.option' : 'trading.moveIn.optionSub', {
      serial: each.serial,
      project: each.projectName,
      quantity: formatQuantity(each.quantityKg, each.divisible, i18n.language),
      account: each.accountName,
    });

  const body = positions.isPending ? (
    <LoadingSpinner label={t('trading.moveIn.loadingPositions')} />
  ) : positions.isError ? (
    <ErrorState
      message={failureText(positions.error, t('trading.moveIn.positionsFailed'))}
      onRetry={() => void positions.refetch()}
      isRetrying={positions.isFetching}
    />
  ) : active.length === 0 ? (
    <p className="mb-0">{t('trading.moveIn.noPositions')}</p>
  ) : (
    <form id={formId} noValidate onSubmit={check}>
      {flow.failure && (
        <div className="alert alert-danger" role="alert">
          {flow.failure}
        </div>
      )}
      <p>{t('trading.moveIn.explain', { market: name })}</p>
      <div className="mb-3">
        <label htmlFor={`${id}-position`} className="form-label">
          {t('trading.moveIn.position')}
          <RequiredAsterisk />
        </label>
        <select
          id={`${id}-position`}
          className={`form-select ${problems.position ? 'is-invalid' : ''}`}
          value={serialId}
          required
          aria-invalid={problems.position ? true : undefined}
          aria-describedby={problems.position ? `${id}-position-error` : undefined}
          onChange={(event) => {
            setSerialId(event.target.value);
            setProblems({});
          }}
        >
          <option value="">{t('trading.moveIn.choose')}</option>
          {active.map((each) => (
            <option key={each.serialId} value={each.serialId}>
              {optionOf(each)}
            </option>
          ))}
        </select>
        {problems.position && (
          <div className="invalid-feedback d-block" id={`${id}-position-error`} role="alert">
            {problems.position}
          </div>
        )}
      </div>
      {position && (
        <MoveQuantityField
          value={quantity}
          onChange={setQuantity}
          max={max}
          unit={unit}
          problem={problems.quantity ?? null}
        />
      )}
    </form>
  );

  return (
    <>
      {/* Hidden behind its confirmation, shown again after a refusal. */}
      <Modal
        show={!flow.isConfirming}
        onClose={onClose}
        isStatic
        title={t('trading.moveIn.title', { market: name })}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('trading.cancel')}
            </button>
            {active.length > 0 && (
              <button type="submit" form={formId} className="btn btn-primary">
                {t('trading.continue')}
              </button>
            )}
          </>
        }
      >
        {body}
      </Modal>
      <MoveConfirmDialog
        flow={flow}
        title={t('trading.moveIn.confirmTitle', { market: name })}
        consequence={t('trading.moveIn.consequence', {
          market: name,
          quantity: `${number.format(Number(quantity))} ${unit}`,
          serial: position?.serial ?? '',
          project: position?.projectName ?? '',
        })}
        confirmLabel={t('trading.moveIn.confirm')}
      />
    </>
  );
}
