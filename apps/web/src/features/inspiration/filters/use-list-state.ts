import { useMemo } from 'react';
import { useAddressState } from '../../../ui/use-address-state.ts';
import {
  EMPTY_LIST_STATE,
  readListState,
  writeListState,
  type InspirationListState,
} from './inspiration-filters.ts';

/**
 * A list's search, filters and sort, read from and written to the address; `opening` is what the page
 * shows while the address says nothing about them (a saved filter's state).
 */
export function useListState(opening: InspirationListState = EMPTY_LIST_STATE) {
  const codec = useMemo(
    () => ({ read: (search: URLSearchParams) => readListState(search, opening), write: writeListState }),
    [opening],
  );
  return useAddressState(codec);
}

export type ListStateChange = ReturnType<typeof useListState>['change'];
