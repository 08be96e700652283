import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirect after sign-in', () => {
  it('returns to the app page the guard sent the user from', () => {
    expect(redirectTarget({ from: '/app/settings?TAB=account-password' })).toBe(
      '/app/settings?TAB=account-password',
    );
  });

  it('goes to /app when there is no such page or it lies outside the app', () => {
    expect(redirectTarget(null)).toBe('/app');
    expect(redirectTarget({ from: 'https://evil.example/app' })).toBe('/app');
    expect(redirectTarget({ from: '/login' })).toBe('/app');
  });
});
