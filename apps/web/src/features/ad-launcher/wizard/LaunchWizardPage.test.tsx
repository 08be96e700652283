import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aLauncherAccount } from '../launcher-fixtures.ts';
import { PartnershipLaunchPage } from './LaunchWizardPage.tsx';
import { aBatch, names, renderWizard, serve } from './wizard-test-server.tsx';

afterEach(stopServingApi);

/** Picks the three files, keeps the default ad set, adds the template as a second copy, opens the review. */
async function fillWizardUpToReview() {
  for (const name of ['summer.jpg', 'beach.jpg', 'pool.jpg']) {
    await userEvent.click(await screen.findByRole('checkbox', { name }));
  }
  expect(screen.getByText(/3 files picked/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Next: Ad set' }));
  expect(await screen.findByDisplayValue('Broad US · Summer')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Next: Copy' }));
  expect(screen.getByRole('region', { name: 'Copy 1' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Add a copy' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Last days' }));
  expect(screen.getByRole('region', { name: 'Copy 2' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
}

describe('Ad Launcher > Launch wizard', () => {
  it('makes 3 files x 2 copies into 6 ads, each with its preview and payload, and launches them', async () => {
    const calls = serve();
    renderWizard();
    await fillWizardUpToReview();

    const list = await screen.findByRole('list', { name: 'Ads to launch' });
    const ads = within(list).getAllByRole('listitem');
    expect(ads.map((ad) => ad.getAttribute('aria-label'))).toEqual(names);
    const payload = JSON.parse(
      within(ads[1]!).getByLabelText('Payload of summer · Copy 2').textContent ?? '',
    ) as unknown;
    expect(payload).toEqual({
      name: 'summer · Copy 2',
      adsetId: 'as-1',
      creatives: [{ fileId: 'f-1' }],
      copy: {
        primaryText: 'Ends Sunday',
        headline: 'Last days',
        description: '',
        cta: 'LEARN_MORE',
        url: 'https://shop.example.com/last',
      },
    });
    expect(await within(ads[0]!).findByTitle('summer · Copy 1: Facebook feed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Launch 6 ads' }));
    expect(await screen.findByText('0 of 6 ads created', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('6 of 6 ads created', {}, { timeout: 4000 })).toBeTruthy();

    const launches = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/batches'));
    expect(launches).toHaveLength(1);
    expect(launches[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = launches[0]!.body as { status: string; ads: { name: string }[]; draftId?: string };
    expect(body.status).toBe('PAUSED');
    expect(body.ads.map((ad) => ad.name)).toEqual(names);
  }, 20_000);

  it("shows a failed ad in the platform's words and retries what failed", async () => {
    const failed = aBatch('partial', [
      { name: 'summer', status: 'created', platformAdId: 'ad-1' },
      {
        name: 'beach',
        status: 'failed',
        error: {
          title: 'Image too small',
          message: 'The image must be at least 600 pixels wide.',
          code: 100,
          traceId: 'AbC123trace',
        },
      },
    ]);
    const calls = serve({
      batches: [failed],
      draft: {
        step: 3,
        files: [
          { _id: 'f-1', name: 'summer.jpg', resolution: '1080x1350', thumbnailURL: null, kind: 'image' },
          { _id: 'f-2', name: 'beach.jpg', resolution: '1080x1080', thumbnailURL: null, kind: 'image' },
        ],
        batchId: 'b-1',
      },
    });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?draftId=d-9');

    expect(await screen.findByText('Image too small')).toBeTruthy();
    expect(screen.getByText('The image must be at least 600 pixels wide.')).toBeTruthy();
    expect(screen.getByText('Trace id: AbC123trace')).toBeTruthy();
    expect(screen.getByText('1 of 2 ads created · 1 failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'adlauncher/batches/b-1/retry')).toBe(true),
    );
    expect(await screen.findByText('Retrying the failed ads')).toBeTruthy();
  });

  it('saves the wizard as a draft: created once, then updated with its version, and shows when', async () => {
    const calls = serve();
    const { router } = renderWizard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'summer.jpg' }));
    expect(await screen.findByText(/^Saved · /, {}, { timeout: 3000 })).toBeTruthy();
    const created = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/drafts'));
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ name: 'summer', kind: 'standard' });
    expect(router.state.location.search).toBe('?draftId=d-1');

    await userEvent.click(screen.getByRole('checkbox', { name: 'beach.jpg' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), { timeout: 3000 });
    const updated = calls.find((call) => call.method === 'PUT')!;
    expect(updated.path).toBe('adlauncher/drafts/d-1');
    expect(updated.body).toMatchObject({ name: 'summer + 1 more', version: 1 });
    expect((updated.body as { state: { files: unknown[] } }).state.files).toHaveLength(2);
    // The picked files stay picked: the new address did not reload the wizard.
    expect(screen.getByRole('checkbox', { name: 'summer.jpg' })).toHaveProperty('checked', true);
  }, 15_000);

  it('resumes a draft from ?draftId= where it was left', async () => {
    serve({
      draft: {
        step: 3,
        files: [
          { _id: 'f-1', name: 'summer_4x5.jpg', resolution: null, thumbnailURL: null, kind: 'image' },
          { _id: 'f-2', name: 'summer_9x16.jpg', resolution: null, thumbnailURL: null, kind: 'image' },
        ],
        grouping: 'name',
      },
    });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?draftId=d-9');
    const list = await screen.findByRole('list', { name: 'Ads to launch' });
    const [ad] = within(list).getAllByRole('listitem');
    expect(ad!.getAttribute('aria-label')).toBe('summer');
    const payload = JSON.parse(within(ad!).getByLabelText('Payload of summer').textContent ?? '') as {
      creatives: unknown;
    };
    expect(payload.creatives).toEqual([
      { fileId: 'f-1', placement: 'feeds' },
      { fileId: 'f-2', placement: 'stories_reels' },
    ]);
    expect(screen.getByRole('button', { name: 'Launch 1 ad' })).toBeTruthy();
  });

  it('sends the same Idempotency-Key again when a launch is retried after a failure', async () => {
    let attempts = 0;
    const calls = serve({
      routes: {
        'POST adlauncher/ad-accounts/la-1/batches': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } }
            : { body: { _id: 'b-1' } };
        },
      },
    });
    renderWizard();
    await fillWizardUpToReview();
    const launchButton = await screen.findByRole('button', { name: 'Launch 6 ads' });
    await userEvent.click(launchButton);
    await waitFor(() => expect(attempts).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 6 ads' }));
    expect(await screen.findByText(/of 6 ads created/, {}, { timeout: 3000 })).toBeTruthy();
    const keys = calls
      .filter((call) => call.method === 'POST' && call.path.endsWith('/batches'))
      .map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  }, 20_000);

  it('says when another tab changed the draft, and loads that version', async () => {
    const calls = serve({
      draft: {
        step: 0,
        files: [
          { _id: 'f-1', name: 'summer.jpg', resolution: '1080x1350', thumbnailURL: null, kind: 'image' },
        ],
      },
      routes: {
        'PUT adlauncher/drafts/d-9': () => ({
          status: 409,
          body: { message: 'The draft was changed elsewhere', code: 'CONFLICT' },
        }),
      },
    });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?draftId=d-9');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'beach.jpg' }));
    expect(
      await screen.findByText('This draft was changed in another tab', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'beach.jpg' })).toHaveProperty('checked', false),
    );
    expect(screen.getByRole('checkbox', { name: 'summer.jpg' })).toHaveProperty('checked', true);
    expect(screen.queryByText('This draft was changed in another tab')).toBeNull();
  }, 15_000);

  it("says why the wizard is closed on an account the caller can't launch on", async () => {
    serve({
      routes: { 'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount({ canLaunch: false }) }) },
    });
    renderWizard();
    expect(await screen.findByText("You can't launch on this ad account")).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'summer.jpg' })).toBeNull();
  });

  it('launches partnership ads with the creator as the second identity', async () => {
    const calls = serve({
      draft: {
        step: 3,
        files: [
          { _id: 'f-1', name: 'summer.jpg', resolution: '1080x1350', thumbnailURL: null, kind: 'image' },
        ],
      },
      routes: { 'POST adlauncher/ad-accounts/la-1/partnership-batches': () => ({ body: { _id: 'b-1' } }) },
    });
    renderInApp(<PartnershipLaunchPage />, {
      path: '/app/adlauncher/:workspaceId/:adAccountId/partnership-ads/launch',
      route: '/app/adlauncher/ws-1/la-1/partnership-ads/launch?draftId=d-9',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Review' }));
    expect(
      await screen.findByText("Give the creator's identity id or the partnership ad code."),
    ).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Partnership ad code'));
    await userEvent.paste('AC-123');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 1 ad' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/partnership-batches'))?.body).toMatchObject({
        partner: { adCode: 'AC-123' },
        ads: [{ name: 'summer', adsetId: 'as-1' }],
      }),
    );
  }, 15_000);

  it('asks for a lead form when a copy signs people up, creates one, and sends it with those ads', async () => {
    const forms = [
      {
        id: 'lf-1',
        name: 'Newsletter sign-up',
        status: 'ACTIVE',
        questions: [{ type: 'EMAIL' }],
        privacyPolicyUrl: 'https://shop.example.com/privacy',
        createdAt: null,
      },
    ];
    const calls = serve({
      routes: {
        'GET adlauncher/ad-accounts/la-1/lead-forms': () => ({ body: { data: forms } }),
        'POST adlauncher/ad-accounts/la-1/lead-forms': (call) => {
          const body = call.body as { name: string; questions: { type: string }[]; privacyPolicyUrl: string };
          const created = { id: 'lf-2', status: 'ACTIVE', createdAt: null, ...body };
          forms.unshift(created);
          return { body: created };
        },
      },
    });
    renderWizard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'summer.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Ad set' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Copy' }));
    // Shop now needs no form; Sign up does.
    expect(screen.queryByRole('region', { name: 'Lead form' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Call to action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sign up' }));
    const section = await screen.findByRole('region', { name: 'Lead form' });
    await userEvent.click(await within(section).findByRole('combobox', { name: 'Lead form' }));
    expect(await screen.findByRole('option', { name: 'Newsletter sign-up' })).toBeTruthy();
    const read = calls.find((call) => call.path === 'adlauncher/ad-accounts/la-1/lead-forms');
    expect(read?.query.get('pageId')).toBe('1001');

    await userEvent.click(within(section).getByRole('button', { name: 'New lead form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lead form' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Form name/ }), 'Fitting appointment');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Phone number' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create lead form' }));
    // Without a privacy policy link nothing is sent.
    expect(await within(dialog).findByText('A privacy policy link is required for a lead form')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/lead-forms'))).toBe(false);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Privacy policy link$/ }),
      'https://shop.example.com/privacy',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create lead form' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New lead form' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/lead-forms'))?.body).toEqual({
      pageId: '1001',
      name: 'Fitting appointment',
      questions: [{ type: 'EMAIL' }, { type: 'FULL_NAME' }, { type: 'PHONE' }],
      privacyPolicyUrl: 'https://shop.example.com/privacy',
    });
    await waitFor(() =>
      expect(within(section).getByRole<HTMLInputElement>('combobox', { name: 'Lead form' }).value).toBe(
        'Fitting appointment',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
    const list = await screen.findByRole('list', { name: 'Ads to launch' });
    const [ad] = within(list).getAllByRole('listitem');
    const payload = JSON.parse(within(ad!).getByLabelText('Payload of summer').textContent ?? '') as {
      leadFormId?: string;
      copy: { cta: string };
    };
    expect(payload.copy.cta).toBe('SIGN_UP');
    expect(payload.leadFormId).toBe('lf-2');
  }, 20_000);

  it('asks for a lead form for a new leads campaign, whatever the button, and sends it with every ad', async () => {
    const form = {
      id: 'lf-1',
      name: 'Newsletter sign-up',
      status: 'ACTIVE',
      questions: [{ type: 'EMAIL' }],
      privacyPolicyUrl: 'https://shop.example.com/privacy',
      createdAt: null,
    };
    serve({ routes: { 'GET adlauncher/ad-accounts/la-1/lead-forms': () => ({ body: { data: [form] } }) } });
    renderWizard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'summer.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Ad set' }));
    await userEvent.click(await screen.findByText('New ad set'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ad set name' }), 'Leads | US');
    await userEvent.click(screen.getByRole('combobox', { name: 'Campaign objective' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leads' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Daily budget/ }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Copy' }));
    const section = await screen.findByRole('region', { name: 'Lead form' });
    await userEvent.click(await within(section).findByRole('combobox', { name: 'Lead form' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newsletter sign-up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
    const list = await screen.findByRole('list', { name: 'Ads to launch' });
    const [ad] = within(list).getAllByRole('listitem');
    const payload = JSON.parse(within(ad!).getByLabelText('Payload of summer').textContent ?? '') as {
      leadFormId?: string;
      newAdset: { objective: string };
      copy: { cta: string };
    };
    expect(payload.copy.cta).toBe('SHOP_NOW');
    expect(payload.newAdset.objective).toBe('OUTCOME_LEADS');
    expect(payload.leadFormId).toBe('lf-1');
  }, 20_000);
});
