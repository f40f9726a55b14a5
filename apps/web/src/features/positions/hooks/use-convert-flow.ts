import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { useToast } from '../../../components/ui/toast-context';
import { failureText, newIdempotencyKey } from '../../../lib/ledger-call';
import { useConvertToKg } from '../api/positions';
import { convertibleTonnesOf, isValidTonnes } from '../utils/convertible';

/** What a conversion to kg did: whole tonnes of a block, now that many thousand kg. */
export interface Conversion {
  tonnes: number;
  serial: string;
}

/**
 * The state of "convert to kg" that the dialog of /my-positions and the page
 * /convert-to-kg share: the tonnes typed, their check, the confirmation with
 * its Idempotency-Key, the call, its toast or its refusal.
 */
export function useConvertFlow(position: Position, onConverted: (done: Conversion) => void) {
  const { t, i18n } = useTranslation('positions');
  const { showToast } = useToast();
  const convert = useConvertToKg();
  const max = convertibleTonnesOf(position);
  const [tonnes, setTonnes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per confirmation: a retry after a refusal gets a new one, a double click the same.
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  // A second click before the first answer sends nothing (the key would make it harmless anyway).
  const isSending = useRef(false);
  const shownTonnes = new Intl.NumberFormat(i18n.language).format(Number(tonnes));

  /** Continue: a valid quantity opens the confirmation, anything else says what is wrong. */
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidTonnes(tonnes, max)) {
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
    const quantity = Number(tonnes);
    try {
      await convert.mutateAsync({
        request: { serialId: position.serialId, quantity },
        idempotencyKey,
      });
      showToast({ message: t('convertDialog.done', { tonnes: shownTonnes }) });
      onConverted({ tonnes: quantity, serial: position.serial });
    } catch (error) {
      setFailure(failureText(error, t('convertDialog.failed')));
      setIdempotencyKey(null);
      // Only a failure lets the user confirm again; after a success the flow is done.
      isSending.current = false;
    }
  };

  return {
    position,
    max,
    tonnes,
    setTonnes,
    /** The typed tonnes as the user's language writes them. */
    shownTonnes,
    problem,
    failure,
    isConfirming: idempotencyKey !== null,
    isPending: convert.isPending,
    check,
    confirm: () => void run(),
    cancelConfirmation: () => setIdempotencyKey(null),
  };
}

export type ConvertFlow = ReturnType<typeof useConvertFlow>;
