import { useEffect, useState, type ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { ChunkTimeoutPage } from '../features/errors/components/chunk-timeout-page';

/** Spec section 9: a screen's script chunk that has not loaded in 120 s is given up on. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Imports a screen's chunk and gives back its component. */
export type LoadScreen = () => Promise<ComponentType>;

const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT when it has not settled within timeoutMs. */
async function settleWithin<T>(promise: Promise<T>, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface RetryingScreenProps {
  load: LoadScreen;
  /** The import that timed out: should it still arrive, the screen shows. */
  late: Promise<ComponentType>;
  timeoutMs: number;
}

/**
 * Stands in for a screen whose chunk timed out: the error with a retry that
 * imports it again (with the same timeout), then the screen once it is here.
 */
function RetryingScreen({ load, late, timeoutMs }: RetryingScreenProps) {
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [isRetrying, setRetrying] = useState(false);

  useEffect(() => {
    late.then((component) => setScreen(() => component)).catch(() => {});
  }, [late]);

  const retry = () => {
    setRetrying(true);
    settleWithin(load(), timeoutMs)
      .then((result) => {
        if (result !== TIMED_OUT) setScreen(() => result);
      })
      .catch(() => {})
      .finally(() => setRetrying(false));
  };

  if (Screen) return <Screen />;
  return <ChunkTimeoutPage isRetrying={isRetrying} onRetry={retry} />;
}

/**
 * A route's lazy function for one screen. An import that fails goes to the
 * route's error boundary; one that does not settle within timeoutMs shows
 * the timeout error with a retry instead of an endless spinner.
 */
export function lazyScreen(
  load: LoadScreen,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const attempt = load();
    const result = await settleWithin(attempt, timeoutMs);
    if (result !== TIMED_OUT) return { Component: result };
    function TimedOutScreen() {
      return <RetryingScreen load={load} late={attempt} timeoutMs={timeoutMs} />;
    }
    return { Component: TimedOutScreen };
  };
}
