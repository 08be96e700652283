import {
  ERROR_CODES,
  TEMPLATE_MESSAGES,
  type CanvaConnection,
  type TemplateListBody,
  type Template,
} from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { signInExit } from '../../../ui/platform-sign-in.ts';
import { EntryPage } from '../pages/EntryPage.tsx';
import { aPage, aTemplate, someTemplates } from '../template-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

let leaveFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveFor = vi.spyOn(signInExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  stopServingApi();
  leaveFor.mockRestore();
});

type Answer = { status?: number; body: unknown };

const figmaFrame = (overrides: Partial<Template> = {}) =>
  aTemplate({
    _id: 'imp-1',
    name: 'Spring hero frame',
    source: 'figma',
    orgId: 'org-1',
    designURL: 'https://www.figma.com/design/KEY/file?node-id=1-2',
    ...overrides,
  });

const BRAND_TEMPLATES = {
  first: {
    items: [
      {
        id: 'bt-1',
        title: 'Summer sale story',
        designURL: 'https://www.canva.com/design/bt-1',
        thumbnailUrl: '/media/bt-1.png',
        width: 1080,
        height: 1920,
      },
      {
        id: 'bt-2',
        title: 'Launch post',
        designURL: 'https://www.canva.com/design/bt-2',
        thumbnailUrl: null,
        width: null,
        height: null,
      },
    ],
    continuation: 'page-2',
  },
  second: {
    items: [
      {
        id: 'bt-3',
        title: 'Autumn promo',
        designURL: 'https://www.canva.com/design/bt-3',
        thumbnailUrl: null,
        width: 1080,
        height: 1350,
      },
    ],
    continuation: null,
  },
};

interface ServeOptions {
  role?: 'admin' | 'guest';
  imported?: () => Answer;
  canva?: () => Answer;
  importAnswer?: (call: FakeCall) => Answer;
  routes?: Record<string, (call: FakeCall) => Answer>;
}

function serve(options: ServeOptions = {}) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation({ role: 'org_member' })] } }),
    'GET workspace': () => ({
      body: { data: [aWorkspace({ role: options.role ?? 'admin', products: ['adtemplates'] })] },
    }),
    'POST templates/list': (call) =>
      (call.body as TemplateListBody).filters.imported
        ? (options.imported ?? (() => ({ body: aPage([figmaFrame()]) })))()
        : { body: aPage(someTemplates(3)) },
    'GET organisation/org-1/template-count': () => ({ body: { count: 1 } }),
    'GET templates/canva':
      options.canva ??
      (() => ({ body: { configured: true, connected: false, connectedAt: null } satisfies CanvaConnection })),
    'POST templates/import':
      options.importAnswer ??
      (() => ({ body: { ...figmaFrame(), message: TEMPLATE_MESSAGES.imported('Spring hero frame') } })),
    ...options.routes,
  });
}

const renderEntry = (route = '/app/templates/entry') =>
  renderInApp(<EntryPage />, { path: '/app/templates/entry', route });

describe('Your designs on the templates’ entry', () => {
  it('lists the organisation’s imports, asked for with the imported filter', async () => {
    const calls = serve();
    renderEntry();
    const designs = await screen.findByRole('list', { name: 'Your designs' });
    expect(within(designs).getByRole('article', { name: /Spring hero frame/ })).toBeTruthy();
    const lists = calls.filter((call) => call.path === 'templates/list').map((call) => call.body);
    expect(lists).toContainEqual(
      expect.objectContaining({ filters: { imported: true }, sort: 'newest', page: 1 }),
    );
  });

  it('says when nothing is imported yet, and when the list fails, with Retry', async () => {
    let fail = true;
    serve({
      imported: () =>
        fail ? { status: 500, body: { message: 'Boom', code: ERROR_CODES.internal } } : { body: aPage([]) },
    });
    renderEntry();
    expect(await screen.findByText('We couldn’t load your designs')).toBeTruthy();
    fail = false;
    const section = screen.getByRole('region', { name: 'Your designs' });
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByText(
        /No designs imported yet: import a Figma frame or a Canva brand template/,
      ),
    ).toBeTruthy();
  });

  it('shows a guest the designs, and none of the import or Canva actions', async () => {
    const calls = serve({ role: 'guest' });
    renderEntry();
    expect(await screen.findByRole('list', { name: 'Your designs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import from Figma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Canva' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Canva' })).toBeNull();
    expect(calls.some((call) => call.path === 'templates/canva')).toBe(false);
  });
});

describe('Import from Figma', () => {
  it('says the server’s refusals in the link field, then imports the frame and lists it', async () => {
    let answer: Answer = {
      status: 400,
      body: { message: TEMPLATE_MESSAGES.figmaNotConfigured, code: ERROR_CODES.validation },
    };
    let imported = false;
    const calls = serve({
      importAnswer: () => answer,
      imported: () => ({ body: aPage(imported ? [figmaFrame()] : []) }),
    });
    renderEntry();
    await userEvent.click(await screen.findByRole('button', { name: 'Import from Figma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Figma' });
    const field = within(dialog).getByRole('textbox', { name: 'Figma frame link' });

    // Nothing typed: said at once, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.figmaUrlInvalid)).toBeTruthy();
    expect(calls.some((call) => call.path === 'templates/import')).toBe(false);

    await userEvent.type(field, 'https://www.figma.com/design/KEY/file?node-id=1-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.figmaNotConfigured)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    answer = {
      status: 400,
      body: { message: TEMPLATE_MESSAGES.figmaUrlInvalid, code: ERROR_CODES.validation },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.figmaUrlInvalid)).toBeTruthy();

    answer = { body: { ...figmaFrame(), message: TEMPLATE_MESSAGES.imported('Spring hero frame') } };
    imported = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.imported('Spring hero frame'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import from Figma' })).toBeNull());
    const designs = await screen.findByRole('list', { name: 'Your designs' });
    expect(within(designs).getByRole('article', { name: /Spring hero frame/ })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'templates/import').at(-1)?.body).toEqual({
      workspaceId: 'ws-1',
      figmaUrl: 'https://www.figma.com/design/KEY/file?node-id=1-2',
    });
  });
});

describe('Canva on the entry', () => {
  it('says plainly when this server has no Canva, and Connect is disabled', async () => {
    serve({ canva: () => ({ body: { configured: false, connected: false, connectedAt: null } }) });
    renderEntry();
    const canva = await screen.findByRole('region', { name: 'Canva' });
    expect(await within(canva).findByText('Canva is not set up on this server')).toBeTruthy();
    expect(within(canva).getByRole('button', { name: 'Connect Canva' })).toHaveProperty('disabled', true);
  });

  it('connects: asks for Canva’s sign-in page and goes there', async () => {
    const calls = serve({
      routes: {
        'GET templates/canva/connect': () => ({
          body: { url: 'https://www.canva.com/api/oauth/authorize?x=1' },
        }),
      },
    });
    renderEntry();
    const canva = await screen.findByRole('region', { name: 'Canva' });
    expect(await within(canva).findByText('Canva is not connected')).toBeTruthy();
    await userEvent.click(within(canva).getByRole('button', { name: 'Connect Canva' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://www.canva.com/api/oauth/authorize?x=1'),
    );
    expect(calls.find((call) => call.path === 'templates/canva/connect')?.query.get('workspaceId')).toBe(
      'ws-1',
    );
  });

  it('when connected, picks brand templates with search and Load more, imports one, and disconnects', async () => {
    let connected = true;
    const calls = serve({
      canva: () => ({
        body: { configured: true, connected, connectedAt: connected ? '2026-11-02T10:00:00.000Z' : null },
      }),
      importAnswer: (call) => {
        const id = (call.body as { canvaTemplateId: string }).canvaTemplateId;
        return id === 'bt-2'
          ? {
              status: 400,
              body: { message: TEMPLATE_MESSAGES.canvaTemplateInvalid, code: ERROR_CODES.validation },
            }
          : {
              body: {
                ...figmaFrame({ _id: 'imp-2', name: 'Summer sale story', source: 'canva' }),
                message: TEMPLATE_MESSAGES.imported('Summer sale story'),
              },
            };
      },
      routes: {
        'GET templates/canva/brand-templates': (call) => {
          if (call.query.get('query') === 'autumn') return { body: BRAND_TEMPLATES.second };
          return {
            body:
              call.query.get('continuation') === 'page-2' ? BRAND_TEMPLATES.second : BRAND_TEMPLATES.first,
          };
        },
        'DELETE templates/canva': () => {
          connected = false;
          return { body: { message: TEMPLATE_MESSAGES.canvaDisconnected } };
        },
      },
    });
    renderEntry();
    const canva = await screen.findByRole('region', { name: 'Canva' });
    expect(await within(canva).findByText('Canva is connected')).toBeTruthy();
    expect(within(canva).getByText('Connected since November 2, 2026')).toBeTruthy();

    await userEvent.click(within(canva).getByRole('button', { name: 'Import from Canva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Canva' });
    const list = await within(dialog).findByRole('list', { name: 'Canva brand templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    const brandCalls = calls.filter((call) => call.path === 'templates/canva/brand-templates');
    expect(brandCalls.map((call) => call.query.get('continuation'))).toEqual([null, 'page-2']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Summer sale story' }));
    expect(await within(list).findByText('Imported')).toBeTruthy();
    expect(await screen.findByText(TEMPLATE_MESSAGES.imported('Summer sale story'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Launch post' }));
    expect(await within(list).findByText(TEMPLATE_MESSAGES.canvaTemplateInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'templates/import').map((call) => call.body)).toEqual([
      { workspaceId: 'ws-1', canvaTemplateId: 'bt-1' },
      { workspaceId: 'ws-1', canvaTemplateId: 'bt-2' },
    ]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Search your brand templates' }),
      'autumn',
    );
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: 'Canva brand templates' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(within(dialog).getByText('Autumn promo')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import from Canva' })).toBeNull());

    await userEvent.click(within(canva).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.canvaDisconnected)).toBeTruthy();
    expect(await within(canva).findByText('Canva is not connected')).toBeTruthy();
  });

  it('says how Canva’s sign-in ended in a toast, and cleans the address', async () => {
    serve();
    const { router } = renderEntry(
      `/app/templates/entry?canva=failed&message=${encodeURIComponent(TEMPLATE_MESSAGES.canvaDeclined)}`,
    );
    expect(await screen.findByText(TEMPLATE_MESSAGES.canvaDeclined)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/app/templates/entry');
  });

  it('says a connection made in a success toast', async () => {
    serve({ canva: () => ({ body: { configured: true, connected: true, connectedAt: null } }) });
    const { router } = renderEntry(
      `/app/templates/entry?canva=connected&message=${encodeURIComponent(TEMPLATE_MESSAGES.canvaConnected)}`,
    );
    expect(await screen.findByText(TEMPLATE_MESSAGES.canvaConnected)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByText(TEMPLATE_MESSAGES.canvaConnected)).toHaveLength(2);
  });
});
