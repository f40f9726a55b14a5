/**
 * FilePond decides once, when its module loads, whether the browser can run it;
 * jsdom lacks URL.createObjectURL, CSS.supports and matchMedia. Import this before any
 * module that imports FilePond.
 */
if (!('createObjectURL' in URL)) {
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
}
if (!('CSS' in window) || !('supports' in window.CSS)) {
  Object.assign(window, { CSS: { ...(window.CSS ?? {}), supports: () => false } });
}
if (typeof window.matchMedia !== 'function') {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export {};
