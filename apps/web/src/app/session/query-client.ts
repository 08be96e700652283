import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache of server data, emptied when a session starts or ends (session-actions.ts). Failures
 * already toast through the HTTP client, so queries do not retry and toast again. Calls always go out, even
 * while the browser says it is offline: a save then fails at once with 'Network Error' (spec section 8)
 * instead of waiting, silently, to be sent when the connection returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
