import { useEffect, useState } from 'react';

/** How long "copied" (or "could not copy") stays under a field. */
export const COPY_FEEDBACK_MS = 3000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and tells how it went, for a short while: the
 * copy buttons of the kit (MaskedSecret) and of plain read-only fields.
 */
export function useCopy() {
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return { copyState, copy };
}
