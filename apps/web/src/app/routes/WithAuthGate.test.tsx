import { TOOLS_MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/index.ts';
import { authPages } from '../../features/auth/index.ts';
import { toolsPages } from '../../features/tools/index.ts';
import { serveApi, stopServingApi } from '../../test/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { WithAuthGate } from './WithAuthGate.tsx';

afterEach(stopServingApi);

describe('the free hook generator with the app’s sign-in gate', () => {
  it('meets the signed-out limit with the gate: its banner, and sign-up first', async () => {
    serveApi({
      'POST hooks/generate': () => ({
        status: 429,
        body: { message: TOOLS_MESSAGES.signedOutLimit, code: 'TOO_MANY_REQUESTS' },
      }),
    });
    tokenStore.clear();
    const { FreeHookGeneratorPage } = await toolsPages.freeHookGenerator();
    const { AuthGateModal } = await authPages.gateModal();
    const user = userEvent.setup();
    renderInApp(
      <WithAuthGate gate={AuthGateModal}>
        <FreeHookGeneratorPage />
      </WithAuthGate>,
      { path: '/tools/hook-generator' },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Product' }), 'A trail shoe');
    await user.click(screen.getByRole('button', { name: 'Generate hooks' }));
    const gate = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(gate).getByText(TOOLS_MESSAGES.gate)).toBeTruthy();
    expect(within(gate).getByRole('button', { name: 'Create account' })).toBeTruthy();
    await user.click(within(gate).getByRole('radio', { name: 'Sign in' }));
    await waitFor(() => expect(within(gate).queryByRole('button', { name: 'Create account' })).toBeNull());
  });
});
