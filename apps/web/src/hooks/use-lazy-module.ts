import { useEffect, useState } from 'react';

/** A chunk fetched once, when first needed, whose module every later render reuses. */
export interface ModuleLoader<T> {
  /** Starts the fetch, once; after a failed one the next call tries again. */
  load: () => Promise<T>;
  /** The module once it has arrived, else undefined. */
  peek: () => T | undefined;
}

export function createModuleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => loaded,
  };
}

/**
 * The loader's module, fetched once `isWanted`; undefined until it is here.
 * Not React.lazy under Suspense: a module already fetched (preloaded with the
 * first page's scripts) renders in the first paint, and a late one shows as
 * soon as it arrives, where React holds a shown fallback at least 300 ms.
 */
export function useLazyModule<T>(loader: ModuleLoader<T>, isWanted: boolean): T | undefined {
  const [module, setModule] = useState(() => loader.peek());
  useEffect(() => {
    if (!isWanted || module) return;
    let isCurrent = true;
    loader.load().then(
      (loaded) => {
        if (isCurrent) setModule(() => loaded);
      },
      // A chunk that failed (offline) is asked for again when this is next mounted.
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [loader, isWanted, module]);
  return module;
}
