import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AdsSettingPage } from './AdsSettingPage.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

const SAVED = {
  followedBrands: [],
  defaultFilters: { formats: ['video'], languages: ['de'] },
  defaultSort: 'newest',
};

function serve(
  options: { role?: 'admin' | 'guest'; save?: (call: FakeCall) => Answer; settings?: () => Answer } = {},
) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ role: options.role ?? 'admin' })] } }),
    'GET discover/workspace/ws-1/settings': options.settings ?? (() => ({ body: SAVED })),
    'PUT discover/workspace/ws-1/settings':
      options.save ??
      ((call) => {
        const body = call.body as { defaultFilters: object; defaultSort: string };
        return { body: { followedBrands: [], ...body, message: 'Settings updated successfully' } };
      }),
  });
}

const renderPage = () =>
  renderInApp(<AdsSettingPage />, { path: '/app/library/ads-setting', route: '/app/library/ads-setting' });

// Many clicks through Mantine's inputs: slow in jsdom, not in a browser.
describe('library/ads-setting', { timeout: 20_000 }, () => {
  it('shows the saved defaults and saves the changed ones, then says so', async () => {
    const calls = serve();
    renderPage();
    const user = userEvent.setup();
    const video = await screen.findByRole('checkbox', { name: 'Video' });
    expect((video as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await user.click(screen.getByRole('switch', { name: 'Only ads that are still running' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Longest running' }));
    await user.click(save);

    expect(await screen.findByText('Settings updated successfully')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      defaultFilters: {
        platforms: ['instagram', 'tiktok'],
        formats: ['video'],
        languages: ['de'],
        activeOnly: true,
      },
      defaultSort: 'longest_running',
    });
    // What was saved is the form's new starting point.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('takes changes back with Discard, and sends nothing', async () => {
    const calls = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Video' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Video' }).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Video' }).checked).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps the form as it was when the save is refused', async () => {
    serve({
      save: () => ({
        status: 400,
        body: { message: 'Please choose a valid language', code: 'VALIDATION_ERROR' },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a valid language')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Image' }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a guest the defaults, read-only, and says who can change them', async () => {
    serve({ role: 'guest' });
    renderPage();
    const video = await screen.findByRole('checkbox', { name: 'Video' });
    expect(video.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('switch', { name: 'Only ads that are still running' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/Only its admins and collaborators can change them/)).toBeTruthy();
  });

  it('shows defaults that fail to load in place, with a Retry', async () => {
    let failing = true;
    serve({
      settings: () =>
        failing
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
          : { body: SAVED },
    });
    renderPage();
    expect(await screen.findByText('We couldn’t load the default filters')).toBeTruthy();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Video' })).toBeTruthy();
  });
});
