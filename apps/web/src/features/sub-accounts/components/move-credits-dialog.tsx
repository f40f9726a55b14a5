import './move-credits-dialog.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TransferRequestSchema,
  type Position,
  type SubAccount,
} from '@registry/contract/ledger/ledger-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { TextField } from '../../credit-management/components/text-field';
import { formatQuantity, newIdempotencyKey } from '../../credit-management/utils/quantity';
import { useMoveCredits } from '../api/sub-accounts';

type Field = 'serialId' | 'target' | 'quantity';
const MAIN = 'main';

/** Moves part or all of a block between the company's own accounts (main and open sub-accounts). */
export function MoveCreditsDialog({
  companyId,
  positions,
  subAccounts,
  onClose,
}: {
  companyId: number;
  positions: readonly Position[];
  subAccounts: readonly SubAccount[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('subAccounts');
  const { showToast } = useToast();
  const move = useMoveCredits();
  const movable = positions.filter((position) => position.status === 'active');
  const [serialId, setSerialId] = useState('');
  const [target, setTarget] = useState('');
  const [quantity, setQuantity] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const block = movable.find((position) => String(position.serialId) === serialId);
  const isKg = block?.divisible ?? false;
  const accountName = (subAccountId: number | null) =>
    subAccountId === null
      ? t('main')
      : (subAccounts.find((account) => account.id === subAccountId)?.name ?? String(subAccountId));
  const targets = [
    ...(block && block.subAccountId !== null ? [{ value: MAIN, label: t('main') }] : []),
    ...subAccounts
      .filter((account) => account.isOpen && account.id !== block?.subAccountId)
      .map((account) => ({ value: String(account.id), label: account.name })),
  ];

  const request = () =>
    TransferRequestSchema.safeParse({
      serialId: Number(serialId),
      quantity: quantity.trim() === '' ? NaN : Number(quantity),
      isKg,
      companyId,
      ...(target && target !== MAIN ? { subAccountId: Number(target) } : {}),
    });

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!block) found.serialId = t('move.chooseBlock');
    if (!targets.some((item) => item.value === target)) found.target = t('move.chooseTarget');
    const parsed = request();
    const quantityKg = parsed.success ? parsed.data.quantity * (isKg ? 1 : 1000) : NaN;
    if (!parsed.success || (block && quantityKg > block.quantityKg)) {
      found.quantity = t('move.invalidQuantity');
    }
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const run = async () => {
    const parsed = request();
    if (!parsed.success) return;
    setFailure(null);
    try {
      await move.mutateAsync({ request: parsed.data, key });
      showToast({ message: t('move.done') });
      onClose();
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(error, t('failed')));
    }
  };

  const described = (field: Field) => (problems[field] ? `move-${field}-error` : undefined);
  const errorOf = (field: Field) =>
    problems[field] && (
      <div className="invalid-feedback d-block" id={`move-${field}-error`}>
        {problems[field]}
      </div>
    );

  return (
    <>
      <Modal
        show={!isConfirming}
        isStatic
        isScrollable
        onClose={onClose}
        title={t('move.title')}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('back')}
            </button>
            <button
              type="submit"
              form="move-credits-form"
              className="btn btn-primary"
              disabled={move.isPending}
            >
              {t('move.review')}
            </button>
          </>
        }
      >
        <form id="move-credits-form" noValidate onSubmit={check}>
          {failure && (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          )}
          <div className="mb-3">
            <span className="form-label d-inline-block" id="move-serialId-label">
              {t('move.block')}
            </span>
            <RequiredAsterisk />
            {movable.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('move.noBlocks')}</p>
            ) : (
              // Every block whole, its project first; a long list scrolls inside the dialog.
              <div
                role="radiogroup"
                className={`move-blocks border rounded${problems.serialId ? ' border-danger' : ''}`}
                aria-labelledby="move-serialId-label"
                aria-required="true"
                aria-invalid={problems.serialId ? true : undefined}
                aria-describedby={described('serialId')}
              >
                {movable.map((position) => {
                  const id = `move-block-${position.serialId}`;
                  return (
                    <div key={position.serialId} className="form-check move-block">
                      <input
                        id={id}
                        type="radio"
                        name="move-serialId"
                        className="form-check-input"
                        value={position.serialId}
                        checked={serialId === String(position.serialId)}
                        onChange={(event) => {
                          setSerialId(event.target.value);
                          setTarget('');
                        }}
                      />
                      <label className="form-check-label d-block text-break" htmlFor={id}>
                        {/* Spaces between the lines: the radio's name reads as words. */}
                        <span className="d-block fw-semibold">{position.projectName}</span>{' '}
                        <span className="d-block small">
                          {t('move.blockDetails', {
                            vintage: position.vintage,
                            quantity: formatQuantity(
                              position.quantityKg,
                              i18n.language,
                              position.divisible,
                            ),
                            account: accountName(position.subAccountId),
                          })}
                        </span>{' '}
                        <span className="d-block small font-monospace">{position.serial}</span>
                      </label>
                    </div>
                  );
                })}
              </div>
            )}
            {errorOf('serialId')}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="move-target">
              {t('move.target')}
            </label>
            <RequiredAsterisk />
            <select
              id="move-target"
              className={`form-select${problems.target ? ' is-invalid' : ''}`}
              value={target}
              aria-required="true"
              aria-invalid={problems.target ? true : undefined}
              aria-describedby={described('target')}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">{t('move.chooseTarget')}</option>
              {targets.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
            {errorOf('target')}
          </div>
          <TextField
            id="move-quantity"
            label={isKg ? t('move.quantityKg') : t('move.quantity')}
            type="number"
            inputMode="numeric"
            value={quantity}
            onChange={setQuantity}
            error={problems.quantity}
          />
        </form>
      </Modal>
      <ConfirmDialog
        show={isConfirming}
        title={t('move.confirmTitle')}
        consequence={t('move.consequence', {
          quantity: formatQuantity(Number(quantity) * (isKg ? 1 : 1000), i18n.language, isKg),
          from: accountName(block?.subAccountId ?? null),
          to: target === MAIN ? t('main') : accountName(Number(target)),
        })}
        confirmLabel={t('move.submit')}
        isPending={move.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
