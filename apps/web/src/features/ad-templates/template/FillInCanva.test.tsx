import { ERROR_CODES, TEMPLATE_MESSAGES, type Template } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { TemplatePage } from '../pages/TemplatePage.tsx';
import { aTemplate } from '../template-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

type Answer = { status?: number; body: unknown };

const canvaTemplate = (): Template => {
  const base = aTemplate({
    _id: 't-1',
    name: 'Summer sale story',
    source: 'canva',
    orgId: 'org-1',
    designURL: 'https://www.canva.com/design/bt-1/view',
  });
  return {
    ...base,
    slots: [
      {
        key: 'headline',
        kind: 'text',
        role: 'headline',
        label: 'Headline',
        maxLength: 20,
        default: 'Summer sale',
      },
      { key: 'body', kind: 'text', role: 'body', label: 'Body text', maxLength: 80, default: null },
    ],
  };
};

let tab: { opener: unknown; location: { href: string }; close: () => void };
let openTab: ReturnType<typeof vi.fn<(url?: string | URL, target?: string) => Window | null>>;
beforeEach(() => {
  tab = { opener: 'parent', location: { href: '' }, close: vi.fn() };
  openTab = vi.fn<(url?: string | URL, target?: string) => Window | null>(() => tab as unknown as Window);
  vi.spyOn(window, 'open').mockImplementation(openTab);
});
afterEach(() => {
  stopServingApi();
  vi.restoreAllMocks();
});

function serve(
  options: { role?: 'admin' | 'guest'; template?: Template; autofill?: (call: FakeCall) => Answer } = {},
) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({
      body: { data: [aWorkspace({ role: options.role ?? 'admin', products: ['drive', 'adtemplates'] })] },
    }),
    'GET templates/t-1': () => ({ body: options.template ?? canvaTemplate() }),
    'POST templates/t-1/autofill':
      options.autofill ??
      (() => ({
        body: { designURL: 'https://www.canva.com/design/new-1/edit', message: TEMPLATE_MESSAGES.autofilled },
      })),
  });
}

const renderTemplate = () =>
  renderInApp(<TemplatePage />, { path: '/app/templates/t/:templateId', route: '/app/templates/t/t-1' });

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fill in Canva' }));
  return screen.findByRole('dialog', { name: 'Fill in Canva' });
}

describe('Fill in Canva on a Canva brand template', () => {
  it('fills its text slots into a new Canva design and opens it in a new tab', async () => {
    const calls = serve();
    renderTemplate();
    const dialog = await openForm();
    const headline = within(dialog).getByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveProperty('value', 'Summer sale');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Last days: 30% off');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Body text' }), 'Ends Sunday');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Design title' }), 'June promo');
    await userEvent.click(within(dialog).getByRole('button', { name: /Make the design in Canva/ }));

    await waitFor(() => expect(tab.location.href).toBe('https://www.canva.com/design/new-1/edit'));
    expect(tab.opener).toBeNull();
    expect(calls.find((call) => call.path === 'templates/t-1/autofill')?.body).toEqual({
      workspaceId: 'ws-1',
      fields: { headline: 'Last days: 30% off', body: 'Ends Sunday' },
      title: 'June promo',
    });
    expect(
      within(dialog).getByRole('link', { name: 'Open your design in Canva (opens in a new tab)' }),
    ).toHaveProperty('href', 'https://www.canva.com/design/new-1/edit');
    expect(screen.getAllByText(TEMPLATE_MESSAGES.autofilled).length).toBeGreaterThan(0);
  });

  it('refuses words longer than the slot holds, sending nothing', async () => {
    const calls = serve();
    renderTemplate();
    const dialog = await openForm();
    const headline = within(dialog).getByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.type(headline, 'A headline far too long for it');
    await userEvent.click(within(dialog).getByRole('button', { name: /Make the design in Canva/ }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.textTooLong('Headline', 20))).toBeTruthy();
    expect(calls.some((call) => call.path === 'templates/t-1/autofill')).toBe(false);
    expect(openTab).not.toHaveBeenCalled();
  });

  it('says the server’s refusal in the form and closes the tab it opened', async () => {
    serve({
      autofill: () => ({
        status: 400,
        body: { message: TEMPLATE_MESSAGES.canvaNotConnected, code: ERROR_CODES.validation },
      }),
    });
    renderTemplate();
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: /Make the design in Canva/ }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      TEMPLATE_MESSAGES.canvaNotConnected,
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the limit dialog when the plan has no template left', async () => {
    serve({
      autofill: () => ({
        status: 403,
        body: { message: TEMPLATE_MESSAGES.limitReached(5), code: ERROR_CODES.planLimitReached },
      }),
    });
    renderTemplate();
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: /Make the design in Canva/ }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.limitReached(5))).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade plan/ })).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('is not offered on Hookline’s own templates, nor to guests', async () => {
    serve({ template: aTemplate() });
    const first = renderTemplate();
    expect(await screen.findByRole('button', { name: 'Make it yours' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fill in Canva' })).toBeNull();
    first.unmount();
    stopServingApi();

    serve({ role: 'guest' });
    renderTemplate();
    expect(await screen.findByText(/Guests can browse the library/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fill in Canva' })).toBeNull();
  });
});
