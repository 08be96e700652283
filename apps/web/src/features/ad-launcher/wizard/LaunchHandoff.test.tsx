import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aDriveFile, aLauncherAccount, SERVER_ERROR, WORKSPACE_ROUTES } from '../launcher-fixtures.ts';
import { handoffFileIds, launcherPaths } from '../launcher-paths.ts';
import { LauncherHomePage } from '../pages/LauncherHomePage.tsx';
import { FILES, renderWizard, serve } from './wizard-test-server.tsx';

afterEach(stopServingApi);

const fileRoutes = {
  'GET assets/file/f-1': () => ({ body: FILES[0] }),
  'GET assets/file/f-3': () => ({ body: FILES[2] }),
  'GET assets/file/f-elsewhere': () => ({
    body: { ...aDriveFile('f-elsewhere', 'other.jpg', '1080x1080'), workspaceId: 'ws-2' },
  }),
};

describe('Ad Launcher > Creative Hub files handed over in the address', () => {
  it('reads well-formed ids once each, and builds the addresses that carry them', () => {
    expect(handoffFileIds('f-1, f-3,,f-1,<bad>')).toEqual(['f-1', 'f-3']);
    expect(handoffFileIds(null)).toEqual([]);
    expect(launcherPaths.home('ws-1', ['a', 'b'])).toBe('/app/adlauncher/ws-1?fileIds=a,b');
    expect(launcherPaths.home('ws-1')).toBe('/app/adlauncher/ws-1');
    expect(launcherPaths.launchWithFiles('ws-1', 'la-1', ['a'])).toBe(
      '/app/adlauncher/ws-1/la-1/launch?fileIds=a',
    );
  });

  it('on the home page, says files are waiting and carries them into the account picked', async () => {
    serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts': () => ({ body: { data: [aLauncherAccount()] } }),
    });
    renderInApp(<LauncherHomePage />, {
      path: '/app/adlauncher/:workspaceId',
      route: '/app/adlauncher/ws-1?fileIds=f-1,f-2,f-3',
    });
    expect(await screen.findByText('3 files from the Creative Hub ready to launch')).toBeTruthy();
    const card = await screen.findByRole('article', { name: aLauncherAccount().name });
    expect(within(card).getByRole('link', { name: 'Launch these files' }).getAttribute('href')).toBe(
      '/app/adlauncher/ws-1/la-1/launch?fileIds=f-1,f-2,f-3',
    );
  });

  it('starts the wizard with the files found picked, and leaves out the ones it can’t find, saying so', async () => {
    const calls = serve({ routes: fileRoutes });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?fileIds=f-1,f-gone,f-3,f-elsewhere');
    expect(await screen.findByText('2 files from the Creative Hub are picked for this launch.')).toBeTruthy();
    expect(
      screen.getByText(
        "2 of the 4 files could not be found in this workspace's Creative Hub and were left out.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/2 files picked/)).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'summer.jpg' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'pool.jpg' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'beach.jpg' })).toHaveProperty('checked', false);
    const ads = screen.getByRole('list', { name: 'Ads from these files' });
    expect(
      within(ads)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['summerAll placements: summer.jpg', 'poolAll placements: pool.jpg']);
    // Each id is read through the Creative Hub's file call, once.
    expect(calls.filter((call) => call.path.startsWith('assets/file/')).map((call) => call.path)).toEqual([
      'assets/file/f-1',
      'assets/file/f-gone',
      'assets/file/f-3',
      'assets/file/f-elsewhere',
    ]);
    // Straight on: the picked files are enough to go to the ad set.
    await userEvent.click(screen.getByRole('button', { name: 'Next: Ad set' }));
    expect(await screen.findByDisplayValue('Broad US · Summer')).toBeTruthy();
  });

  it('says when none of the files can be picked, and the wizard starts empty', async () => {
    serve();
    renderWizard('/app/adlauncher/ws-1/la-1/launch?fileIds=f-gone');
    expect(
      await screen.findByText(
        'None of the files handed over could be picked: choose files from the Creative Hub below.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/0 files picked/)).toBeTruthy();
  });

  it('says what failed when the files can’t be read, and Retry picks them', async () => {
    let fail = true;
    serve({
      routes: {
        ...fileRoutes,
        'GET assets/file/f-1': () => (fail ? SERVER_ERROR : { body: FILES[0] }),
      },
    });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?fileIds=f-1,f-3');
    expect(
      await screen.findByText('We couldn’t load the files from the Creative Hub', {}, { timeout: 8000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 files from the Creative Hub are picked for this launch.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/2 files picked/)).toBeTruthy());
  });

  it('resumes a draft as it was, whatever files the address names', async () => {
    serve({ routes: fileRoutes, draft: { files: [] } });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?draftId=d-9&fileIds=f-1');
    expect(await screen.findByText(/0 files picked/)).toBeTruthy();
    expect(screen.queryByText(/from the Creative Hub are picked/)).toBeNull();
  });
});
