import type { AdAccount } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { adAccountsQuery } from '../analytics-queries.ts';

/** While an account syncs, its state is read again this often, so progress and the finish show by themselves. */
export const SYNC_POLL_MS = 3000;

const isRunning = (account: AdAccount) =>
  account.syncStatus === 'pending' || account.syncStatus === 'syncing';

/** The workspace's onboarded ad accounts; polled while any of them is syncing. */
export function useAdAccounts(workspaceId: string | undefined) {
  return useQuery({
    ...adAccountsQuery(workspaceId),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? SYNC_POLL_MS : false),
  });
}
