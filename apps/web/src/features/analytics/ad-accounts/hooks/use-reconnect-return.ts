import type { AdAccount } from '@hookline/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { signInOutcome } from '../../../../ui/platform-sign-in.ts';
import { toast } from '../../../../ui/toasts.ts';
import { reconnectedMessage } from './use-ad-account-mutations.ts';

/**
 * Back on Ad accounts from a platform's sign-in (`?reconnected=<id>` or `?connectError=`): once the list has
 * answered, says how it went in a toast, once, and takes the outcome off the address.
 */
export function useReconnectReturn(accounts: { data: AdAccount[] | undefined; isError: boolean }): void {
  const [search, setSearch] = useSearchParams();
  const { reconnected, connectError } = signInOutcome(search);
  const answered = accounts.data !== undefined || accounts.isError;
  const told = useRef<string | null>(null);

  useEffect(() => {
    const outcome = connectError ?? reconnected;
    if (outcome === null || !answered || told.current === outcome) return;
    told.current = outcome;
    if (connectError !== null) {
      toast.error(connectError);
    } else {
      const name = accounts.data?.find((account) => account._id === reconnected)?.name;
      toast.success(reconnectedMessage(name ?? 'The ad account'));
    }
    setSearch({}, { replace: true });
  }, [accounts.data, answered, connectError, reconnected, setSearch]);
}
