import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { tokenStore } from '../../api/index.ts';
import { queryClient } from '../session/query-client.ts';

const sameParams = (one: Record<string, string | undefined>, other: Record<string, string | undefined>) => {
  const keys = new Set([...Object.keys(one), ...Object.keys(other)]);
  return [...keys].every((key) => one[key] === other[key]);
};

/**
 * A route's loader that starts what its page will ask for at navigation: side by side, and while the page's
 * code loads, instead of one request after another as each level of the page renders and asks for its own.
 * It never holds the page back (it answers at once), and it asks nothing of a signed-out visitor. The page's
 * own queries take over what it started, and show and retry what failed. Spread into the route: it runs
 * again only when the route's params change (another report), not when the address's query does.
 */
export function prefetchRoute(start: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>) {
  return {
    loader: (args: LoaderFunctionArgs) => {
      if (tokenStore.get() !== null) void start(queryClient, args).catch(() => undefined);
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
      !sameParams(currentParams, nextParams),
  };
}
