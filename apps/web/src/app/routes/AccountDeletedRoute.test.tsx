import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/index.ts';
import { serveApi, stopServingApi } from '../../test/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { AccountDeletedRoute } from './AccountDeletedRoute.tsx';

afterEach(stopServingApi);

describe('/goodbye', () => {
  it('arriving from the account deletion, shows the goodbye screen and forgets the ended session', async () => {
    serveApi({});
    const { router } = renderInApp(<AccountDeletedRoute />, { path: '/goodbye', route: '/app' });
    expect(tokenStore.get()).not.toBeNull();
    await act(() => router.navigate('/goodbye', { replace: true, state: { accountDeleted: true } }));
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
    await waitFor(() => expect(tokenStore.get()).toBeNull());
  });

  it('opened otherwise, signs nobody out', async () => {
    serveApi({});
    renderInApp(<AccountDeletedRoute />, { path: '/goodbye' });
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
    expect(tokenStore.get()).not.toBeNull();
  });
});
