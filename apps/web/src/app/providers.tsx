import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { ToastProvider } from '../components/ui/toast-provider';
import { createQueryClient } from '../lib/query-client';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Server state, the wait for the first translations, and the toasts. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<LoadingSpinner isFullPage />}>
        <ToastProvider>{children}</ToastProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
