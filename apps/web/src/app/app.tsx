import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes, type AppRoutesOptions } from './router';

// Only a page inside a frame shows it: its own chunk, off every first page.
const FrameNotice = lazy(async () => ({
  default: (await import('../features/layout/components/frame-notice')).FrameNotice,
}));

interface AppProps extends AppRoutesOptions {
  isFramed: boolean;
  queryClient?: QueryClient;
}

/** The whole app, inside a router; inside a frame only the notice shows (spec section 1). */
export function App({ isFramed, queryClient, ...options }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      {isFramed ? <FrameNotice /> : <AppRoutes {...options} />}
    </AppProviders>
  );
}
