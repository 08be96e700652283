import type { AdAccount } from '@hookline/domain';
import { useCallback } from 'react';
import { useStoredId } from '../../../ui/stored-id.ts';
import { activeAdAccountStore } from './active-ad-account-store.ts';
import { useAdAccounts } from './use-ad-accounts.ts';

const NONE: AdAccount[] = [];

/**
 * The workspace's active ad account: the remembered one while it is still onboarded, else the first.
 * Opening a saved report makes its account the active one (`setActiveAdAccountId`).
 */
export function useActiveAdAccount(workspaceId: string) {
  const accountsQuery = useAdAccounts(workspaceId);
  const accounts = accountsQuery.data ?? NONE;
  const store = activeAdAccountStore(workspaceId);
  const rememberedId = useStoredId(store);
  const activeAdAccount = accounts.find((account) => account._id === rememberedId) ?? accounts[0];
  const setActiveAdAccountId = useCallback((adAccountId: string) => store.set(adAccountId), [store]);
  return { accountsQuery, accounts, activeAdAccount, setActiveAdAccountId };
}
