// The one place that may use TanStack's own hook: every other file imports this one (eslint.config.mjs).
// eslint-disable-next-line no-restricted-imports
import { useMutation as useQueryMutation } from '@tanstack/react-query';
import type {
  DefaultError,
  QueryClient,
  UseMutateAsyncFunction,
  UseMutationOptions,
  UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A number for an object that is not plain data (a File, a function): two files are never the same input. */
function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) {
    lastIdentity += 1;
    id = lastIdentity;
    identities.set(value, id);
  }
  return id;
}

function isPlainData(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** What makes two calls the same request: equal plain data, and the very same files, blobs and functions. */
export function inputKey(variables: unknown): string {
  const key = JSON.stringify({ input: variables }, (_name, value: unknown) => {
    if (typeof value === 'function') return `#fn${identityOf(value)}`;
    if (typeof value === 'object' && value !== null && !isPlainData(value)) return `#obj${identityOf(value)}`;
    return value;
  });
  return key;
}

/**
 * TanStack Query's `useMutation`, with its submit locked while the request is in flight: the same input sent
 * again before the first answer (a double click, Enter then a click) is not sent a second time. `mutate`
 * drops the repeat; `mutateAsync` answers it with the first call's promise. Different inputs (two files, two
 * rows) still go out side by side. The lock is taken at once, before React shows the button as loading, so
 * two clicks in the same frame can't both pass.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const result = useQueryMutation(options, queryClient);
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync: send } = result;

  type Args = Parameters<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>;
  const mutateAsync = useCallback(
    (...args: Args): Promise<TData> => {
      const key = inputKey(args[0]);
      const running = inFlight.current.get(key);
      if (running) return running;
      const request = send(...args).finally(() => {
        inFlight.current.delete(key);
      });
      inFlight.current.set(key, request);
      return request;
    },
    [send],
  );

  const mutate = useCallback(
    (...args: Args): void => {
      if (inFlight.current.has(inputKey(args[0]))) return;
      // Failures reach the options' onError and the HTTP client's toast; the promise itself is not needed.
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );

  return { ...result, mutate, mutateAsync };
}
