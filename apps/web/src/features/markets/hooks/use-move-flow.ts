import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketMoveRequest } from '@registry/contract/markets/market-moves-api';
import { MARKETS } from '@registry/contract/markets/markets';
import { useToast } from '../../../components/ui/toast-context';
import { failureText, newIdempotencyKey } from '../../../lib/ledger-call';
import { useMarketMove } from '../api/market-trading';

/**
 * What a move's dialog and its confirmation share: the move asked for, its
 * Idempotency-Key, the call, its toast or its refusal. The key is made when
 * the dialog opens (the hook mounts with it), so a double click sends one
 * move; it changes only when another move (another quantity, another block)
 * is confirmed after it was used, and a retry of the same move reuses it.
 */
export function useMoveFlow(onDone: () => void) {
  const { t } = useTranslation('markets');
  const { showToast } = useToast();
  const move = useMarketMove();
  const [firstKey] = useState(newIdempotencyKey);
  // The key and the body it was sent with (null until sent).
  const key = useRef<{ value: string; body: string | null }>({ value: firstKey, body: null });
  const isSending = useRef(false);
  const [request, setRequest] = useState<MarketMoveRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Continue: a checked move opens its confirmation. */
  const ask = (next: MarketMoveRequest) => {
    setFailure(null);
    setRequest(next);
  };

  const run = async () => {
    if (!request || isSending.current) return;
    isSending.current = true;
    const body = JSON.stringify(request);
    if (key.current.body !== null && key.current.body !== body) {
      key.current = { value: newIdempotencyKey(), body: null };
    }
    key.current.body = body;
    try {
      await move.mutateAsync({ request, idempotencyKey: key.current.value });
      showToast({
        message: t(`trading.${request.direction === 'in' ? 'moveIn' : 'moveOut'}.requested`, {
          market: MARKETS[request.market].name,
        }),
      });
      onDone();
    } catch (error) {
      // The form shows again with the API's words; after a success the flow is done.
      setFailure(failureText(error, t('trading.moveFailed')));
      setRequest(null);
      isSending.current = false;
    }
  };

  return {
    request,
    failure,
    isConfirming: request !== null,
    isPending: move.isPending,
    ask,
    confirm: () => void run(),
    cancelConfirmation: () => setRequest(null),
  };
}

export type MoveFlow = ReturnType<typeof useMoveFlow>;
