import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache of server data, emptied when a session starts or ends (session-actions.ts). Failures
 * already toast through the HTTP client, so queries do not retry and toast again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
