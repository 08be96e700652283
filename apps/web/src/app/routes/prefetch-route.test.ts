import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/index.ts';
import { queryClient } from '../session/query-client.ts';
import { prefetchRoute } from './prefetch-route.ts';

const args = { params: { reportId: 'rep-1' } } as unknown as LoaderFunctionArgs;

const revalidation = (currentParams: Record<string, string>, nextParams: Record<string, string>) =>
  ({ currentParams, nextParams }) as unknown as ShouldRevalidateFunctionArgs;

describe('a prefetching route', () => {
  afterEach(() => tokenStore.clear());

  it('starts its requests with the app’s cache and answers at once, before they end', () => {
    tokenStore.set({ token: 'access', refreshToken: 'refresh' });
    let finish = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(prefetchRoute(start).loader(args)).toBeNull();
    expect(start).toHaveBeenCalledWith(queryClient, args);
    finish();
  });

  it('asks nothing for a signed-out visitor', () => {
    const start = vi.fn(() => Promise.resolve());
    expect(prefetchRoute(start).loader(args)).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('keeps a failure to itself: the page’s own query shows it', async () => {
    tokenStore.set({ token: 'access', refreshToken: 'refresh' });
    const failed = Promise.reject(new Error('offline'));
    expect(prefetchRoute(() => failed).loader(args)).toBeNull();
    await expect(failed).rejects.toThrow('offline');
  });

  it('runs again for another report, not when only the address’s query changes', () => {
    const { shouldRevalidate } = prefetchRoute(() => Promise.resolve());
    expect(shouldRevalidate(revalidation({ reportId: 'rep-1' }, { reportId: 'rep-2' }))).toBe(true);
    expect(shouldRevalidate(revalidation({ reportId: 'rep-1' }, { reportId: 'rep-1' }))).toBe(false);
    expect(shouldRevalidate(revalidation({}, {}))).toBe(false);
  });
});
