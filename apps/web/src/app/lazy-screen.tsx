import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { ChunkTimeoutPage } from '../features/errors/components/chunk-timeout-page';

/** Spec section 9: a screen's script chunk that has not loaded in 120 s is given up on. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Imports a screen's chunk and gives back its component. */
export type LoadScreen = () => Promise<ComponentType>;

const TIMED_OUT = Symbol('timed out');

/** Screens loaded before the app's first render (preloadScreen), by their loader. */
const readyScreens = new WeakMap<LoadScreen, ComponentType>();

/**
 * Loads a screen before the first render: the first render then shows it, not
 * the spinner (the front page, which the prerendered page stands in for
 * until then, issue 24).
 */
export async function preloadScreen(load: LoadScreen): Promise<void> {
  readyScreens.set(load, await load());
}

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

/** What a screen shows while its chunk loads (the focus after a navigation waits for it to go). */
function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <div data-screen-loading>
      <LoadingSpinner label={t('loading')} />
    </div>
  );
}

/**
 * A screen that imports its chunk the first time it shows (a spinner until
 * then) and keeps it. An import that fails goes to the route's error boundary,
 * and is tried again the next time the screen shows; one that does not settle
 * within timeoutMs shows the timeout error with a retry instead of an endless
 * spinner.
 */
export function lazyScreen(
  load: LoadScreen,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const startLoading = async (): Promise<ComponentType> => {
    const attempt = load();
    const result = await settleWithin(attempt, timeoutMs);
    if (result !== TIMED_OUT) return result;
    function TimedOutScreen() {
      return <RetryingScreen load={load} late={attempt} timeoutMs={timeoutMs} />;
    }
    return TimedOutScreen;
  };
  const getLoading = () => {
    loading ??= startLoading().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LazyScreen() {
    const [screen, setScreen] = useState(() => {
      const ready = loaded ?? readyScreens.get(load);
      return ready ? { Component: ready } : null;
    });
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (screen) return;
      let isShown = true;
      getLoading().then(
        (Component) => isShown && setScreen({ Component }),
        (error: unknown) => isShown && setFailure({ error }),
      );
      return () => {
        isShown = false;
      };
    }, [screen]);
    if (failure) throw failure.error;
    return screen ? createElement(screen.Component) : <ScreenLoading />;
  }
  return LazyScreen;
}
