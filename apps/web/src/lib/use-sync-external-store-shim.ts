/**
 * react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim'
 * for React before 18; the build points that import here (vite.config.ts), to
 * React 19's own hook, so the first page does not carry the shim.
 */
export { useSyncExternalStore } from 'react';
