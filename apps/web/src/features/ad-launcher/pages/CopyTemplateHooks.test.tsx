import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { HookPickerProvider, type RenderHookPicker } from '../../../ui/hook-picker-slot.tsx';
import { aLauncherAccount, WORKSPACE_ROUTES } from '../launcher-fixtures.ts';
import { CopyTemplatesPage } from './CopyTemplatesPage.tsx';

afterEach(stopServingApi);

/** The picker as the app provides it, reduced to one saved hook of the workspace it is given. */
const fakePicker: RenderHookPicker = ({ workspaceId, onPick }) => (
  <button
    type="button"
    onClick={() =>
      onPick({ text: `Your knees keep count (${workspaceId})`, headline: 'Your knees count every downhill' })
    }
  >
    Pick the saved hook
  </button>
);

describe('Ad Launcher > copy templates > saved hooks', () => {
  it('puts a saved hook of the workspace at the head of the primary text, and its headline in an empty headline', async () => {
    serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
      'GET adlauncher/ad-accounts/la-1/copy-templates': () => ({ body: { data: [] } }),
    });
    const user = userEvent.setup();
    renderInApp(
      <HookPickerProvider value={fakePicker}>
        <CopyTemplatesPage />
      </HookPickerProvider>,
      {
        path: '/app/adlauncher/:workspaceId/:adAccountId/*',
        route: '/app/adlauncher/ws-1/la-1/settings/ad-copy-templates',
      },
    );
    await user.click((await screen.findAllByRole('button', { name: 'New template' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New copy template' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Primary text' }),
      'Free returns for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pick the saved hook' }));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Primary text' }).value).toBe(
      'Your knees keep count (ws-1)\n\nFree returns for 30 days.',
    );
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Headline' }).value).toBe(
      'Your knees count every downhill',
    );
  });
});
