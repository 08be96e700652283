import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { GlobalSearchLauncher } from './GlobalSearchLauncher.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

const FOUND = {
  boards: [],
  savedAds: [],
  reports: [],
  snapshots: [],
  brands: [
    { _id: 'brand-1', name: 'Glow Theory', logoURL: null },
    { _id: 'brand-2', name: 'Glowup Labs', logoURL: null },
  ],
  ads: [
    {
      _id: 'ad-1',
      origin: 'discover',
      brand: { _id: 'brand-1', name: 'Glow Theory', logoURL: null },
      title: 'Skin that glows',
      bodyPreview: 'Meet the serum',
      format: 'image',
      thumbnailURL: null,
    },
  ],
  files: [
    {
      _id: 'file-1',
      workspaceId: 'ws-1',
      folderId: 'folder-1',
      name: 'glow-hero.png',
      kind: 'image',
      thumbnailURL: null,
    },
  ],
  experts: [
    { _id: 'user-7', firstName: 'Maya', lastName: 'Glowacki', headline: null, profileImageURL: null },
  ],
};
const NOTHING = {
  boards: [],
  brands: [],
  ads: [],
  files: [],
  experts: [],
  savedAds: [],
  reports: [],
  snapshots: [],
};

function serve(search: (call: FakeCall) => Answer = () => ({ body: FOUND })) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
    'GET search': search,
  });
}

function renderLauncher() {
  return renderInApp(<GlobalSearchLauncher collapsed={false} />, {
    path: '/app/*',
    route: '/app/library/discover',
  });
}

/** Opens the palette with the shortcut and types `text` into its box. */
async function openAndType(text: string) {
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const box = within(dialog).getByRole('combobox', { name: 'Search brands, ads, files and experts' });
  await user.click(box);
  await user.type(box, text);
  return { user, dialog, box };
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the global search palette', { timeout: 20_000 }, () => {
  it('opens with Ctrl-K and searches the active workspace too, grouped by kind', async () => {
    const calls = serve();
    renderLauncher();
    const { dialog } = await openAndType('glo');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Search results' });
    const groups = ['Brands', 'Ads', 'Files', 'Experts'].map((name) =>
      within(listbox).getByRole('group', { name }),
    );
    expect(within(listbox).getAllByRole('group')).toEqual(groups);
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([2, 1, 1, 1]);
    expect(within(groups[2]!).getByRole('option', { name: /glow-hero\.png/ })).toBeTruthy();
    expect(await screen.findByText('5 results')).toBeTruthy();
    const search = calls.filter((call) => call.path === 'search').at(-1);
    expect(Object.fromEntries(search?.query ?? [])).toEqual({ q: 'glo', workspaceId: 'ws-1' });
  });

  it('moves through every result with the arrow keys, across groups and around the ends', async () => {
    serve();
    renderLauncher();
    const { user, dialog, box } = await openAndType('glo');
    const listbox = await within(dialog).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(options[0]);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)?.textContent).toContain('Skin that glows');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)?.textContent).toContain('Maya Glowacki');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(options[0]);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)).toBe(options[4]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  });

  it('opens the chosen result with Enter and closes', async () => {
    serve();
    const { router } = renderLauncher();
    const { user, dialog } = await openAndType('glo');
    await within(dialog).findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/drive/ws-1/folder-1');
    expect(router.state.location.search).toBe('?file=file-1');
  });

  it('opens the best match with Enter before the arrows move, and a result with a click', async () => {
    serve();
    const { router } = renderLauncher();
    const first = await openAndType('glo');
    await within(first.dialog).findByRole('listbox');
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?brandId=brand-1'));
    expect(router.state.location.pathname).toBe('/app/library/brands');

    await first.user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // Each opening starts from an empty box.
    const box = within(dialog).getByRole('combobox');
    expect((box as HTMLInputElement).value).toBe('');
    await first.user.type(box, 'maya');
    await first.user.click(await within(dialog).findByRole('option', { name: /Maya Glowacki/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/library/experts/user-7'));
  });

  it('closes with Escape', async () => {
    serve();
    renderLauncher();
    const { user } = await openAndType('glo');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing matches, and asks nothing for an empty box', async () => {
    const calls = serve(() => ({ body: NOTHING }));
    renderLauncher();
    const { dialog, user, box } = await openAndType('zzz');
    expect(await within(dialog).findByText('No results for “zzz”')).toBeTruthy();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.clear(box);
    expect(within(dialog).getByText(/Find brands, ads, files and experts/)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'search').every((call) => call.query.get('q') !== '')).toBe(
      true,
    );
  });

  it('shows a failed search in place, with a Retry that searches again', async () => {
    let failing = true;
    serve(() =>
      failing
        ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
        : { body: FOUND },
    );
    renderLauncher();
    const { dialog, user } = await openAndType('glo');
    expect(await within(dialog).findByText('We couldn’t load the search results')).toBeTruthy();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('listbox')).toBeTruthy();
  });
});
