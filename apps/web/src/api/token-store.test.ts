import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './token-store.ts';

describe('token store', () => {
  afterEach(() => tokenStore.clear());

  it('finds a pair another tab stored before its storage event arrived, and tells the subscribers', () => {
    tokenStore.set({ token: 'access-1', refreshToken: 'refresh-1' });
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);
    localStorage.setItem('hookline.token', 'access-2');
    localStorage.setItem('hookline.refreshToken', 'refresh-2');

    expect(tokenStore.get()).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(tokenStore.latest()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(tokenStore.get()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(listener).toHaveBeenCalledTimes(1);
    const same = tokenStore.get();
    tokenStore.latest();
    expect(tokenStore.get()).toBe(same);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
