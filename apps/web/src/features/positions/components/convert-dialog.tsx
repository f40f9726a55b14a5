import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { useToast } from '../../../components/ui/toast-context';
import { failureText, newIdempotencyKey } from '../../../lib/ledger-call';
import { useConvertToKg } from '../api/positions';
import { KG_PER_TONNE } from '../utils/quantities';

interface ConvertDialogProps {
  position: Position;
  onClose: () => void;
}

/** "Convert to kg": how many whole tonnes of a block, then the confirmation. */
export function ConvertDialog({ position, onClose }: ConvertDialogProps) {
  const { t, i18n } = useTranslation('positions');
  const { showToast } = useToast();
  const convert = useConvertToKg();
  const inputId = useId();
  const max = Math.floor(position.quantityKg / KG_PER_TONNE);
  const [tonnes, setTonnes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  // A second click before the first answer sends nothing (the key would make it harmless anyway).
  const isSending = useRef(false);
  const shown = new Intl.NumberFormat(i18n.language).format(Number(tonnes));

  const check = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(tonnes);
    if (tonnes.trim() === '' || !Number.isInteger(value) || value < 1 || value > max) {
      setProblem(t('convertDialog.invalid', { max }));
      return;
    }
    setProblem(null);
    setFailure(null);
    setIdempotencyKey(newIdempotencyKey());
  };

  const run = async () => {
    if (!idempotencyKey || isSending.current) return;
    isSending.current = true;
    try {
      await convert.mutateAsync({
        request: { serialId: position.serialId, quantity: Number(tonnes) },
        idempotencyKey,
      });
      showToast({ message: t('convertDialog.done', { tonnes: shown }) });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('convertDialog.failed')));
      setIdempotencyKey(null);
      // Only a failure lets the user confirm again; after a success the dialog is done.
      isSending.current = false;
    }
  };

  const errorId = `${inputId}-error`;
  return (
    <>
      <Modal
        show={idempotencyKey === null}
        onClose={onClose}
        title={t('convertDialog.title', { serial: position.serial })}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" form="convert-form" className="btn btn-primary">
              {t('continue')}
            </button>
          </>
        }
      >
        <form id="convert-form" noValidate onSubmit={check}>
          <p>{t('convertDialog.explain')}</p>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <label htmlFor={inputId} className="form-label">
            {t('convertDialog.tonnes', { max })}
            <RequiredAsterisk />
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            required
            className={`form-control ${problem ? 'is-invalid' : ''}`}
            value={tonnes}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setTonnes(event.target.value)}
          />
          {problem && (
            <div className="invalid-feedback d-block" id={errorId}>
              {problem}
            </div>
          )}
        </form>
      </Modal>
      <ConfirmDialog
        show={idempotencyKey !== null}
        title={t('convertDialog.confirmTitle')}
        consequence={t('convertDialog.consequence', {
          tonnes: shown,
          serial: position.serial,
        })}
        confirmLabel={t('convert')}
        isIrreversible
        isPending={convert.isPending}
        onConfirm={() => void run()}
        onCancel={() => setIdempotencyKey(null)}
      />
    </>
  );
}
