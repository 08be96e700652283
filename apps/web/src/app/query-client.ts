import { QueryClient } from '@tanstack/react-query';

/** Failures already toast through the HTTP client, so queries do not retry and toast again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
