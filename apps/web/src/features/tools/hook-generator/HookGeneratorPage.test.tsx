import { HOOK_STAGE_LABELS, TOOLS_MESSAGES, type SavedHook } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { generated, HOOKS, PRODUCT, savedHook } from '../tools-fixtures.ts';
import { HookGeneratorPage } from './HookGeneratorPage.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

function serve(
  options: {
    generate?: (call: FakeCall) => Answer;
    details?: (call: FakeCall) => Answer;
    library?: SavedHook[];
  } = {},
) {
  let library = options.library ?? [];
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
    'POST hooks/generate': options.generate ?? (() => ({ body: generated() })),
    'POST product-details': options.details ?? (() => ({ body: PRODUCT })),
    'GET hooks': () => ({ body: { data: library } }),
    'POST hooks': (call) => {
      const { hooks } = call.body as { hooks: typeof HOOKS };
      const saved = hooks.map((hook, index) => savedHook(hook, `saved-${index}`));
      library = [...saved, ...library];
      return { body: { data: saved, message: TOOLS_MESSAGES.hooksSaved(saved.length) } };
    },
    'DELETE hooks/saved-1': () => {
      library = library.filter((hook) => hook._id !== 'saved-1');
      return { body: { message: TOOLS_MESSAGES.hookDeleted } };
    },
  });
}

const renderPage = (route = '/app/tools/hook-generator') =>
  renderInApp(<HookGeneratorPage />, { path: '/app/tools/hook-generator', route });

async function generate(user: ReturnType<typeof userEvent.setup>, product = 'Trail Runner 2, a trail shoe') {
  await user.type(await screen.findByRole('textbox', { name: 'Product' }), product);
  await user.click(screen.getByRole('button', { name: 'Generate hooks' }));
  return screen.findByRole('region', { name: 'Generated hooks' });
}

describe('tools/hook-generator', () => {
  it('groups the hooks by awareness stage, from Unaware to Most aware, with their parts', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your hooks will appear here')).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Audience' }), 'Trail runners');
    const results = await generate(user);

    const headings = within(results)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      HOOK_STAGE_LABELS.unaware,
      HOOK_STAGE_LABELS['problem-aware'],
      HOOK_STAGE_LABELS['solution-aware'],
      HOOK_STAGE_LABELS['most-aware'],
    ]);
    const unaware = screen.getByRole('region', { name: 'Unaware' });
    const first = within(unaware).getByRole('article', { name: 'Hook 1' });
    expect(within(first).getByText('Your knees keep count of every downhill mile.')).toBeTruthy();
    expect(within(first).getByText('Trigger: Surprise')).toBeTruthy();
    expect(within(first).getByText('Tactic: Pattern interrupt')).toBeTruthy();
    expect(within(first).getByText('Makes a hidden strain felt before naming any shoe.')).toBeTruthy();
    expect(within(first).getByText('Your knees count every downhill')).toBeTruthy();

    const video = within(screen.getByRole('region', { name: 'Problem aware' })).getByRole('article');
    expect(within(video).getByText('Spoken')).toBeTruthy();
    expect(within(video).getByText('A pile of worn-out trainers by a door')).toBeTruthy();
    expect(within(video).getByText('One pair. 1,000 km.')).toBeTruthy();
    expect(screen.getByText('Generated from hook formulas, without a language model')).toBeTruthy();

    const sent = calls.find((call) => call.path === 'hooks/generate');
    expect(sent?.body).toEqual({
      product: 'Trail Runner 2, a trail shoe',
      audience: 'Trail runners',
      count: 10,
      workspaceId: 'ws-1',
    });
  });

  it('says nothing of formulas when a language model wrote the hooks', async () => {
    serve({
      generate: () => ({ body: generated({ generatedBy: { method: 'language-model', model: 'gpt' } }) }),
    });
    const user = userEvent.setup();
    renderPage();
    await generate(user);
    expect(screen.queryByText('Generated from hook formulas, without a language model')).toBeNull();
  });

  it('refuses an empty product and a count outside 5 to 30 without calling the server', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    const count = await screen.findByRole('textbox', { name: 'How many hooks' });
    await user.clear(count);
    await user.click(screen.getByRole('button', { name: 'Generate hooks' }));
    expect(await screen.findByText(TOOLS_MESSAGES.productRequired)).toBeTruthy();
    expect(screen.getByText(TOOLS_MESSAGES.countInvalid)).toBeTruthy();
    expect(calls.some((call) => call.path === 'hooks/generate')).toBe(false);
  });

  it('copies one hook, then all of them, and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await generate(user);
    await user.click(screen.getByRole('button', { name: 'Copy hook 1' }));
    expect(await navigator.clipboard.readText()).toBe('Your knees keep count of every downhill mile.');
    expect(await screen.findByText('Copied')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    const all = await navigator.clipboard.readText();
    expect(
      all.startsWith('Unaware\n- Your knees keep count of every downhill mile.\n\nProblem aware\n'),
    ).toBe(true);
    expect(all).toContain('Most aware\n- Trail Runner 2 is back at 129 USD, free returns for 30 days.');
  });

  it('saves the selected hooks to the library, or all of them when none is selected', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    await generate(user);
    expect(screen.getByRole('button', { name: 'Save all to hook library' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select hook 2' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 selected to hook library' }));
    expect(await screen.findByText(TOOLS_MESSAGES.hooksSaved(1))).toBeTruthy();
    const saved = calls.find((call) => call.method === 'POST' && call.path === 'hooks');
    expect(saved?.body).toEqual({
      workspaceId: 'ws-1',
      product: 'Trail Runner 2, a trail shoe',
      hooks: [HOOKS[0]],
    });
    // The selection is cleared once saved.
    expect(await screen.findByRole('button', { name: 'Save all to hook library' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save all to hook library' }));
    expect(await screen.findByText(TOOLS_MESSAGES.hooksSaved(4))).toBeTruthy();
  });

  it("fills the product from its page: name, brand, price and description, and shows the product's card", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Product page address' }), PRODUCT.url);
    await user.click(screen.getByRole('button', { name: 'Fetch from a product page' }));
    const card = await screen.findByRole('region', { name: 'Product: Trail Runner 2' });
    expect(within(card).getByRole('img', { name: 'Trail Runner 2' }).getAttribute('src')).toBe(
      PRODUCT.images[0],
    );
    expect(within(card).getByText('Stride · 129.00 USD')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Product' }).value).toBe(
      'Trail Runner 2\nBrand: Stride\nPrice: 129.00 USD\n\nA lightweight trail shoe with a recycled sole and 30-day free returns.',
    );
    expect(calls.find((call) => call.path === 'product-details')?.body).toEqual({ url: PRODUCT.url });
  });

  it("says the server's refusal of a product page beside its address, and a malformed address before asking", async () => {
    const calls = serve({
      details: () => ({ status: 400, body: { message: TOOLS_MESSAGES.urlRefused, code: 'BAD_REQUEST' } }),
    });
    const user = userEvent.setup();
    renderPage();
    const address = await screen.findByRole('textbox', { name: 'Product page address' });
    await user.type(address, 'ftp://shop.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Fetch from a product page' }));
    expect(await screen.findByText(TOOLS_MESSAGES.urlInvalid)).toBeTruthy();
    expect(calls.some((call) => call.path === 'product-details')).toBe(false);

    await user.clear(address);
    await user.type(address, 'http://127.0.0.1/admin');
    await user.click(screen.getByRole('button', { name: 'Fetch from a product page' }));
    expect(await screen.findByText(TOOLS_MESSAGES.urlRefused)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Product' }).value).toBe('');
  });

  it('says why hooks could not be written, and Retry asks again', async () => {
    let failing = true;
    serve({
      generate: () =>
        failing
          ? { status: 502, body: { message: 'The writer did not answer', code: 'BAD_GATEWAY' } }
          : { body: generated() },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Product' }), 'A trail shoe');
    await user.click(screen.getByRole('button', { name: 'Generate hooks' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The writer did not answer')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Generated hooks' })).toBeTruthy();
  });

  it('lists the hook library by stage and removes a hook after a confirm', async () => {
    const calls = serve({ library: [savedHook(HOOKS[0]!, 'saved-1'), savedHook(HOOKS[1]!, 'saved-2')] });
    const user = userEvent.setup();
    renderPage('/app/tools/hook-generator?tab=library');
    const problem = await screen.findByRole('region', { name: 'Problem aware' });
    expect(within(problem).getByText(HOOKS[0]!.text)).toBeTruthy();
    expect(calls.find((call) => call.path === 'hooks')?.query.get('workspaceId')).toBe('ws-1');
    await user.click(within(problem).getByRole('button', { name: 'Delete hook 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this hook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(TOOLS_MESSAGES.hookDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Problem aware' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'hooks/saved-1')).toBe(true);
  });

  it('shows a library that failed to load with Retry', async () => {
    let failing = true;
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
      'GET hooks': () =>
        failing
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
          : { body: { data: [savedHook(HOOKS[1]!, 'saved-2')] } },
    });
    const user = userEvent.setup();
    renderPage('/app/tools/hook-generator?tab=library');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We couldn’t load the hook library')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(HOOKS[1]!.text)).toBeTruthy();
  });

  it('shows an empty library with a way to generate', async () => {
    serve();
    const user = userEvent.setup();
    renderPage('/app/tools/hook-generator?tab=library');
    expect(await screen.findByText('No saved hooks yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate hooks' }));
    expect(await screen.findByText('Your hooks will appear here')).toBeTruthy();
  });
});
