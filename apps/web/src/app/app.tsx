import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { FrameNotice } from '../features/layout/components/frame-notice';
import { AppProviders } from './providers';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  isFramed: boolean;
  queryClient?: QueryClient;
}

/** The whole app; inside a frame only the notice shows (spec section 1). */
export function App({ router, isFramed, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      {isFramed ? <FrameNotice /> : <RouterProvider router={router} />}
    </AppProviders>
  );
}
