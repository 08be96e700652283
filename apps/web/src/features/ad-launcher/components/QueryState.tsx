import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What failed to load, as the sentence's object: "the ad accounts". */
  what: string;
  /** How many skeleton rows stand in while it loads. */
  rows?: number;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A read's four states (docs/ui.md, "Four states"): skeleton, error with Retry, empty, data. */
export function QueryState<T>({ query, what, rows = 3, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isError && query.data === undefined) {
    return <LoadError what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === undefined) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
