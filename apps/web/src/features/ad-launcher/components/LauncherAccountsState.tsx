import type { LauncherAccount } from '@hookline/domain';
import type { ReactNode } from 'react';
import { useLauncherAccounts } from '../hooks/use-launcher-queries.ts';
import { EmptyState } from './EmptyState.tsx';
import { QueryState } from './QueryState.tsx';

interface LauncherAccountsStateProps {
  workspaceId: string;
  /** Why there are none yet, and who connects one. */
  emptyText: string;
  /** The way to connect one, for those who may. */
  connect: ReactNode;
  children: (accounts: LauncherAccount[]) => ReactNode;
}

/** The workspace's launcher accounts in their four states; with none yet, the way to connect one. */
export function LauncherAccountsState({
  workspaceId,
  emptyText,
  connect,
  children,
}: LauncherAccountsStateProps) {
  const accounts = useLauncherAccounts(workspaceId);
  return (
    <QueryState
      query={accounts}
      what="the ad accounts"
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title="No ad accounts yet" text={emptyText} action={connect} />}
    >
      {children}
    </QueryState>
  );
}
