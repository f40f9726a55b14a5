export interface JobBeat {
  stop(): void;
}

/**
 * Asks for a job's run every `everyMs` (decision 043): only the asking is
 * local; pg-boss's queue keeps at most one run waiting, so beats of several
 * instances, or a beat beside a nudge, still make one run at a time.
 */
export function startJobBeat(ask: () => void, everyMs: number): JobBeat {
  const timer = setInterval(ask, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
