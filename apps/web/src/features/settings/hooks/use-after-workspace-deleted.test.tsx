import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { useAfterWorkspaceDeleted } from './use-after-workspace-deleted.ts';

afterEach(stopServingApi);

function DeleteActive() {
  const { activeWorkspace } = useActiveWorkspace();
  const afterDeleted = useAfterWorkspaceDeleted();
  return (
    <>
      <p>Active: {activeWorkspace?.name ?? 'none'}</p>
      <button type="button" onClick={() => void afterDeleted('ws-1')}>
        Deleted
      </button>
    </>
  );
}

function serveRemaining(remainingAfterDeletion: ReturnType<typeof aWorkspace>[]) {
  let deleted = false;
  serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({
      body: {
        data: deleted
          ? remainingAfterDeletion
          : [aWorkspace({ _id: 'ws-1', name: 'Spring campaign' }), ...remainingAfterDeletion],
      },
    }),
  });
  return () => {
    deleted = true;
  };
}

describe('after a workspace is deleted', () => {
  it('makes the next workspace active and goes to its Inspiration boards', async () => {
    localStorage.setItem('activeWorkspace', 'ws-1');
    const deleteIt = serveRemaining([aWorkspace({ _id: 'ws-2', name: 'Brand refresh' })]);
    const { router } = renderInApp(<DeleteActive />, { path: '/app/settings' });
    expect(await screen.findByText('Active: Spring campaign')).toBeTruthy();

    deleteIt();
    await userEvent.click(screen.getByRole('button', { name: 'Deleted' }));
    expect(await screen.findByText('Inspiration page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/inspirations/ws-2');
    expect(localStorage.getItem('activeWorkspace')).toBeNull();
  });

  it('goes home, on to createWorkspace, when none remain', async () => {
    const deleteIt = serveRemaining([]);
    const { router } = renderInApp(<DeleteActive />, { path: '/app/settings' });
    expect(await screen.findByText('Active: Spring campaign')).toBeTruthy();

    deleteIt();
    await userEvent.click(screen.getByRole('button', { name: 'Deleted' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});
