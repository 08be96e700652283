import {
  DEFAULT_THEME,
  ERROR_CODES,
  TEMPLATE_MESSAGES,
  type DriveTreeNode,
  type TemplateRenderBody,
} from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aTemplate } from '../template-fixtures.ts';
import { TemplatePage } from './TemplatePage.tsx';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

const TREE: DriveTreeNode = {
  _id: 'ws-1',
  name: 'Spring campaign',
  parent: null,
  isWorkspace: true,
  isFolder: true,
  type: 'folder',
  hasChild: true,
  children: [
    {
      _id: 'folder-ads',
      name: 'Holiday ads',
      parent: 'ws-1',
      isWorkspace: false,
      isFolder: true,
      type: 'folder',
      hasChild: false,
      children: [],
    },
  ],
};

function aDriveFile(id: string, name: string, kind: 'image' | 'video', mime: string) {
  return {
    _id: id,
    workspaceId: 'ws-1',
    folderId: 'ws-1',
    name,
    description: null,
    customFields: {},
    tags: [],
    versions: [],
    activeVersionId: null,
    isFavourite: false,
    isWatched: false,
    thumbGenerationInprogress: false,
    size: 120_000,
    createdAt: '2026-11-01T10:00:00.000Z',
    modifiedAt: '2026-11-01T10:00:00.000Z',
    thumbnailURL: `/media/${id}-thumb.jpg`,
    mediaURL: `/media/${id}.png`,
    posterURL: null,
    mime,
    kind,
    resolution: '1200x1200',
    durationMs: null,
    openDiscussionCount: 0,
    allowedActions: [],
  };
}

interface ServeOptions {
  role?: 'admin' | 'guest';
  use?: () => Answer;
  render?: (call: FakeCall) => Answer;
  template?: () => Answer;
}

function serve({ role = 'admin', use, render, template }: ServeOptions = {}) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ role, products: ['drive', 'adtemplates'] })] } }),
    'GET templates/t-1': template ?? (() => ({ body: aTemplate() })),
    'POST templates/t-1/use': use ?? (() => ({ body: { designURL: null, count: 1 } })),
    'POST templates/t-1/preview': () => ({ body: { png: 'stand-in' } }),
    'POST templates/t-1/render':
      render ??
      (() => ({
        body: {
          files: [
            { _id: 'file-45', name: 'Glow Serum Launch 4x5.png', resolution: '1080x1350' },
            { _id: 'file-916', name: 'Glow Serum Launch 9x16.png', resolution: '1080x1920' },
            { _id: 'file-11', name: 'Glow Serum Launch 1x1.png', resolution: '1080x1080' },
          ],
          message: TEMPLATE_MESSAGES.rendered(3),
        },
      })),
    'GET assets/folder-tree/workspace/ws-1': () => ({ body: TREE }),
    'POST assets/folder/ws-1/list-items': () => ({
      body: {
        folders: [],
        files: [
          aDriveFile('file-bottle', 'Serum bottle.png', 'image', 'image/png'),
          aDriveFile('file-reel', 'Launch reel.mp4', 'video', 'video/mp4'),
        ],
        total: 2,
      },
    }),
  });
}

const renderTemplate = () =>
  renderInApp(<TemplatePage />, { path: '/app/templates/t/:templateId', route: '/app/templates/t/t-1' });

async function startMaking() {
  await userEvent.click(await screen.findByRole('button', { name: 'Make it yours' }));
  return screen.findByRole('region', { name: 'Make it yours' });
}

async function chooseFolder() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Save to folder' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Creative Hub / Holiday ads' }));
}

describe('A template’s page', () => {
  it('shows the large preview in both orientations and the slots to fill', async () => {
    serve();
    renderTemplate();
    expect(await screen.findByRole('heading', { name: 'Glow Serum Launch', level: 1 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Glow Serum Launch, portrait preview' }).getAttribute('src')).toBe(
      '/media/templates/t-1-portrait.png',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Square' }));
    expect(screen.getByRole('img', { name: 'Glow Serum Launch, square preview' }).getAttribute('src')).toBe(
      '/media/templates/t-1-square.png',
    );
    expect(screen.getByText('Text, up to 30 characters')).toBeTruthy();
    expect(screen.getByText('Product image')).toBeTruthy();
    expect(screen.getByText('Beauty · Social proof')).toBeTruthy();
    // A template of Hookline's own has no design link.
    expect(screen.queryByRole('button', { name: /Open in/ })).toBeNull();
  });

  it('says so when the template is not in the library', async () => {
    serve({
      template: () => ({
        status: 404,
        body: { message: TEMPLATE_MESSAGES.notFound, code: ERROR_CODES.notFound },
      }),
    });
    renderTemplate();
    expect(await screen.findByText('This template isn’t in the library')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse templates' }).getAttribute('href')).toBe(
      '/app/templates/discover',
    );
  });

  it('offers guests no favourite and no Make it yours', async () => {
    serve({ role: 'guest' });
    renderTemplate();
    expect(await screen.findByRole('heading', { name: 'Glow Serum Launch', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make it yours' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favourites$/ })).toBeNull();
  });

  it('counts the use when the design is opened in Figma, and sends the new tab to it', async () => {
    const designURL = 'https://www.figma.com/design/AbC123/Holiday-ads?node-id=12-34';
    const calls = serve({
      template: () => ({ body: aTemplate({ source: 'figma', designURL }) }),
      use: () => ({ body: { designURL, count: 2 } }),
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderTemplate();
    await userEvent.click(await screen.findByRole('button', { name: 'Open in Figma (opens in a new tab)' }));
    await waitFor(() => expect(tab.location.href).toBe(designURL));
    expect(tab.opener).toBeNull();
    expect(calls.filter((call) => call.path === 'templates/t-1/use')).toHaveLength(1);
    open.mockRestore();
  });

  it('opens the limit dialog when the plan has no template left, and no form', async () => {
    const calls = serve({
      use: () => ({
        status: 403,
        body: { message: TEMPLATE_MESSAGES.limitReached(5), code: ERROR_CODES.planLimitReached },
      }),
    });
    renderTemplate();
    await userEvent.click(await screen.findByRole('button', { name: 'Make it yours' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEMPLATE_MESSAGES.limitReached(5))).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Upgrade plan/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Make it yours' })).toBeNull();
    expect(calls.filter((call) => call.path === 'templates/t-1/use')).toHaveLength(1);
  });
});

describe('Make it yours', () => {
  it('counts the use, fills the brand’s colours, and draws a live preview', async () => {
    const calls = serve();
    renderTemplate();
    const form = await startMaking();
    expect(calls.find((call) => call.path === 'templates/t-1/use')?.body).toEqual({ workspaceId: 'ws-1' });
    expect(within(form).getByRole('textbox', { name: 'Headline' })).toHaveProperty(
      'value',
      'Skin that glows',
    );
    expect(within(form).getByText('15 of 30 characters')).toBeTruthy();
    // The organisation's theme: its light ground, its call-to-action colour as the accent.
    expect(within(form).getByRole('textbox', { name: 'Background' })).toHaveProperty(
      'value',
      DEFAULT_THEME.secondaryBg,
    );
    expect(within(form).getByRole('textbox', { name: 'Accent' })).toHaveProperty(
      'value',
      DEFAULT_THEME.primaryCta,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Use the template’s colours' }));
    expect(within(form).getByRole('textbox', { name: 'Background' })).toHaveProperty('value', '#fdf2f8');

    expect(
      await screen.findByRole('img', { name: /^Preview of Glow Serum Launch with your changes/ }),
    ).toBeTruthy();
    // The form's latest state is what the preview is drawn from, once typing pauses.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'templates/t-1/preview').at(-1)?.body).toMatchObject({
        workspaceId: 'ws-1',
        size: '4:5',
        fields: { headline: 'Skin that glows', cta: 'Shop now' },
        colours: { background: '#fdf2f8', accent: '#be185d' },
      }),
    );
  });

  it('refuses to send a headline too long or no folder, in the spec’s words', async () => {
    const calls = serve();
    renderTemplate();
    const form = await startMaking();
    const headline = within(form).getByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.type(headline, 'A headline far too long for this layout');
    await userEvent.click(within(form).getByRole('button', { name: 'Make 3 images' }));
    expect(await within(form).findByText(TEMPLATE_MESSAGES.textTooLong('Headline', 30))).toBeTruthy();
    expect(within(form).getByText(TEMPLATE_MESSAGES.folderRequired)).toBeTruthy();
    await userEvent.click(within(form).getByRole('checkbox', { name: '4:5 feed' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '9:16 story' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '1:1 square' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make the images' }));
    expect(await within(form).findByText(TEMPLATE_MESSAGES.sizesRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === 'templates/t-1/render')).toBe(false);
  });

  it('renders with a product image from the Creative Hub into the chosen folder, with links to the files and the Ad Launcher', async () => {
    const calls = serve();
    renderTemplate();
    const form = await startMaking();
    const headline = within(form).getByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Glow all winter');

    const product = within(form).getByRole('group', { name: 'Product image' });
    await userEvent.click(within(product).getByRole('button', { name: 'Choose from the Creative Hub' }));
    const picker = await screen.findByRole('dialog', {
      name: 'Choose the product image from the Creative Hub',
    });
    // Only images a template takes are offered.
    expect(within(picker).queryByText('Launch reel.mp4')).toBeNull();
    await userEvent.click(await within(picker).findByRole('button', { name: 'Serum bottle.png' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Use this image' }));
    expect(await within(product).findByText('Serum bottle.png')).toBeTruthy();

    await chooseFolder();
    await userEvent.click(within(form).getByRole('button', { name: 'Make 3 images' }));

    expect(await screen.findAllByText(TEMPLATE_MESSAGES.rendered(3))).not.toHaveLength(0);
    const render = calls.find((call) => call.path === 'templates/t-1/render')?.body as TemplateRenderBody;
    expect(render).toEqual({
      workspaceId: 'ws-1',
      folderId: 'folder-ads',
      fields: {
        headline: 'Glow all winter',
        body: 'Loved by 20,000 customers.',
        cta: 'Shop now',
        product: { fileId: 'file-bottle' },
      },
      colours: { background: DEFAULT_THEME.secondaryBg, accent: DEFAULT_THEME.primaryCta },
      sizes: ['4:5', '9:16', '1:1'],
    });
    expect(within(form).getByText(TEMPLATE_MESSAGES.rendered(3))).toBeTruthy();
    expect(
      within(form).getByRole('link', { name: 'Glow Serum Launch 9x16.png (1080x1920)' }).getAttribute('href'),
    ).toBe('/app/drive/ws-1/file/file-916');
    expect(within(form).getByRole('link', { name: 'Open the folder' }).getAttribute('href')).toBe(
      '/app/drive/ws-1/folder-ads',
    );
    // The rendered files go to the Ad Launcher in the address: its wizard starts with them picked.
    expect(within(form).getByRole('link', { name: 'Launch as an ad' }).getAttribute('href')).toBe(
      '/app/adlauncher/ws-1?fileIds=file-45,file-916,file-11',
    );
  });

  it('says the server’s refusal in the form and keeps what was typed', async () => {
    serve({
      render: () => ({
        status: 400,
        body: { message: TEMPLATE_MESSAGES.imageNotImage, code: ERROR_CODES.validation },
      }),
    });
    renderTemplate();
    const form = await startMaking();
    await chooseFolder();
    await userEvent.click(within(form).getByRole('button', { name: 'Make 3 images' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      TEMPLATE_MESSAGES.imageNotImage,
    );
    expect(within(form).getByRole('textbox', { name: 'Headline' })).toHaveProperty(
      'value',
      'Skin that glows',
    );
    expect(within(form).queryByRole('link', { name: 'Launch as an ad' })).toBeNull();
  });
});
