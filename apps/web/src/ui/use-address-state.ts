import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

interface AddressCodec<State> {
  read: (search: URLSearchParams) => State;
  /** The address for `state`; the query values it does not own are kept. */
  write: (search: URLSearchParams, state: State) => URLSearchParams;
}

interface Pending<State> {
  /** The address the change was made on. */
  address: string;
  state: State;
}

/**
 * State kept in the address (search and filters), so a reload or Back keeps it. A change is a new history
 * entry, or replaces the current one when asked (typing).
 *
 * React Router applies an address change in a transition, once the new results have rendered, and until
 * then hands out the address from before it. So a change shows from here at once (a ticked box does not
 * flick back unticked), and a second change made meanwhile builds on the first instead of losing it.
 */
export function useAddressState<State extends object>({ read, write }: AddressCodec<State>) {
  const [search, setSearch] = useSearchParams();
  const address = search.toString();
  const fromAddress = useMemo(() => read(new URLSearchParams(address)), [read, address]);
  const [pending, setPending] = useState<Pending<State> | null>(null);
  const latest = useRef<Pending<State> | null>(null);
  const state = pending?.address === address ? pending.state : fromAddress;

  const change = useCallback(
    (patch: Partial<State>, options: { replace?: boolean } = {}) => {
      const base = latest.current?.address === address ? latest.current.state : fromAddress;
      const next = { ...base, ...patch };
      latest.current = { address, state: next };
      setPending(latest.current);
      setSearch((current) => write(current, next), { replace: options.replace ?? false });
    },
    [address, fromAddress, write, setSearch],
  );
  return { state, change };
}
