import { useAddressState } from '../../../ui/use-address-state.ts';
import { readFilterParams, writeFilterParams } from './discover-filters.ts';

const FILTER_CODEC = { read: readFilterParams, write: writeFilterParams };

/** The Discover filters, read from and written to the address. */
export function useFilterParams() {
  return useAddressState(FILTER_CODEC);
}
