import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { HOOKS, savedHook } from '../tools-fixtures.ts';
import { SavedHookPicker } from './SavedHookPicker.tsx';

afterEach(stopServingApi);

describe('Insert a saved hook', () => {
  it("offers the workspace's saved hooks by stage, read when opened, and hands the chosen one over", async () => {
    const calls = serveApi({
      'GET hooks': () => ({
        body: { data: [savedHook(HOOKS[2]!, 'saved-1'), savedHook(HOOKS[1]!, 'saved-2')] },
      }),
    });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderInApp(<SavedHookPicker workspaceId="ws-9" onPick={onPick} />);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Insert a saved hook' }));
    const item = await screen.findByRole('menuitem', { name: HOOKS[2]!.text });
    expect(calls[0]?.query.get('workspaceId')).toBe('ws-9');
    const stages = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(stages).toEqual(['Unaware', 'Most aware']);
    await user.click(item);
    expect(onPick).toHaveBeenCalledWith({ text: HOOKS[2]!.text, headline: HOOKS[2]!.headline });
  });

  it('says when the library is empty, and offers Retry when it could not be read', async () => {
    let failing = true;
    serveApi({
      'GET hooks': () =>
        failing
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
          : { body: { data: [] } },
    });
    const user = userEvent.setup();
    renderInApp(<SavedHookPicker workspaceId="ws-1" onPick={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Insert a saved hook' }));
    const retry = await screen.findByRole('menuitem', { name: 'Retry' });
    failing = false;
    await user.click(retry);
    expect(
      await screen.findByText('No saved hooks yet: save some from Tools › Hook generator.'),
    ).toBeTruthy();
  });
});
