import type { QueryClient } from '@tanstack/react-query';
import { FrameNotice } from '../features/layout/components/frame-notice';
import { AppProviders } from './providers';
import { AppRoutes, type AppRoutesOptions } from './router';

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
