import { splitAdName } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aLauncherAccount, launcherSettings } from '../launcher-fixtures.ts';
import { PartnershipLaunchPage } from './LaunchWizardPage.tsx';
import { aBatch, names, renderWizard, serve, TEMPLATE } from './wizard-test-server.tsx';

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
  it("shows the ads waiting for Meta's rate limit and until when, on the reader's clock", async () => {
    const waitingUntil = '2026-03-02T14:05:00.000Z';
    const waiting = {
      ...aBatch('running', [
        { name: 'summer', status: 'created', platformAdId: 'ad-1' },
        { name: 'beach', status: 'waiting' },
        { name: 'pool', status: 'waiting' },
      ]),
      waitingUntil,
    };
    serve({
      batches: [waiting],
      draft: {
        step: 3,
        files: [
          { _id: 'f-1', name: 'summer.jpg', resolution: '1080x1350', thumbnailURL: null, kind: 'image' },
        ],
        batchId: 'b-1',
      },
    });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?draftId=d-9');

    const time = new Date(waitingUntil).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    const note = `Waiting for Meta's rate limit until ${time}`;
    expect(await screen.findByText(`${note}. The launch goes on by itself then.`)).toBeTruthy();
    expect(screen.getAllByText(note)).toHaveLength(2);
    expect(screen.getAllByText('Waiting')).toHaveLength(2);
    expect(screen.getByText('1 of 3 ads created')).toBeTruthy();
  });

  it('names every ad by the naming convention of the launch settings, asks once for what it cannot tell, and keeps names editable', async () => {
    const convention = {
      _id: 'nc-1',
      name: 'Launch names',
      separator: '_',
      properties: ['Concept', 'Format', 'Angle', 'Ad set', 'Persona', 'Launch date'],
    };
    const settings = launcherSettings();
    const calls = serve({
      draft: {
        step: 3,
        files: [
          {
            _id: 'f-1',
            name: 'summer_sale_4x5.jpg',
            resolution: '1080x1350',
            thumbnailURL: null,
            kind: 'image',
          },
          {
            _id: 'f-2',
            name: 'summer_sale_9x16.jpg',
            resolution: '1080x1920',
            thumbnailURL: null,
            kind: 'image',
          },
          { _id: 'f-3', name: 'pool.mp4', resolution: '1080x1920', thumbnailURL: null, kind: 'video' },
        ],
        grouping: 'name',
        copies: [
          settings.defaultAdCopy,
          {
            primaryText: TEMPLATE.primaryText,
            headline: TEMPLATE.headline,
            description: TEMPLATE.description,
            cta: TEMPLATE.cta,
            url: TEMPLATE.url,
          },
        ],
      },
      routes: {
        'GET adlauncher/ad-accounts/la-1/settings': () => ({
          body: launcherSettings({
            launchSettings: { ...settings.launchSettings, namingConventionId: 'nc-1' },
          }),
        }),
        'GET adlauncher/ad-accounts/la-1/naming-convention': () => ({
          body: { namingConvention: convention },
        }),
      },
    });
    renderWizard('/app/adlauncher/ws-1/la-1/launch?draftId=d-9');
    const today = dayjs().format('YYYY-MM-DD');
    const panel = await screen.findByRole('region', { name: 'Ad names' });
    expect(within(panel).getByText('Concept_Format_Angle_Ad set_Persona_Launch date')).toBeTruthy();
    // The concept's own "_" would split it in two in Analytics: it is written as "-", and the panel says so.
    expect(within(panel).getByRole('note').textContent).toBe(
      '“_” separates the properties, so inside a value it is written as “-”: Concept.',
    );

    // Persona is not something the wizard knows: nothing launches until it is typed.
    const list = screen.getByRole('list', { name: 'Ads to launch' });
    const labels = () =>
      within(list)
        .getAllByRole('listitem')
        .map((ad) => ad.getAttribute('aria-label'));
    await waitFor(() => expect(labels()[0]).toBe(`summer-sale_image_Summer sale_Broad US__${today}`));
    await userEvent.click(screen.getByRole('button', { name: 'Launch 4 ads' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type a value for Persona under "Ad names", or name those ads by hand.',
    );
    expect(calls.some((call) => call.path.endsWith('/batches'))).toBe(false);

    await userEvent.type(within(panel).getByRole('textbox', { name: /^Persona/ }), 'Students');
    const expected = [
      `summer-sale_image_Summer sale_Broad US_Students_${today}`,
      `summer-sale_image_Last days_Broad US_Students_${today}`,
      `pool_video_Summer sale_Broad US_Students_${today}`,
      `pool_video_Last days_Broad US_Students_${today}`,
    ];
    expect(labels()).toEqual(expected);
    expect(screen.queryByRole('alert')).toBeNull();

    // Each name stays editable in the review; a hand-made name the convention can't read says so.
    const last = within(list).getAllByRole('listitem')[3]!;
    const nameField = within(last).getByRole('textbox', { name: 'Ad name' });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'pool hook test');
    expect(
      within(last).getByText(
        "This name has 1 part and the naming convention 6: Analytics won't read its properties.",
      ),
    ).toBeTruthy();
    await userEvent.clear(nameField);
    await userEvent.type(nameField, `pool_video_Hook test_Broad US_Students_${today}`);
    expect(within(last).queryByText(/Analytics won't read/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Launch 4 ads' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/batches'))).toBe(true));
    const body = calls.find((call) => call.path.endsWith('/batches'))!.body as {
      ads: { name: string; adsetId: string }[];
    };
    expect(body.ads.map((ad) => ad.name)).toEqual([
      ...expected.slice(0, 3),
      `pool_video_Hook test_Broad US_Students_${today}`,
    ]);
    // The default ad set of the launch settings is the ads' ad set.
    expect(new Set(body.ads.map((ad) => ad.adsetId))).toEqual(new Set(['as-1']));
    // Analytics reads each name back into the values it was made of.
    expect(splitAdName(body.ads[0]!.name, convention)).toEqual({
      Concept: 'summer-sale',
      Format: 'image',
      Angle: 'Summer sale',
      'Ad set': 'Broad US',
      Persona: 'Students',
      'Launch date': today,
    });
  }, 30_000);

  it('says when the default ad set of the launch settings is no longer on the account, and waits for another', async () => {
    const settings = launcherSettings();
    serve({
      routes: {
        'GET adlauncher/ad-accounts/la-1/settings': () => ({
          body: launcherSettings({
            launchSettings: { ...settings.launchSettings, defaultAdsetId: 'as-gone' },
          }),
        }),
      },
    });
    renderWizard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'summer.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Ad set' }));
    const gone = "The chosen ad set isn't on the account any more: choose another, or make a new one.";
    expect(await screen.findByText(gone)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Copy' }));
    expect(screen.getByRole('alert').textContent).toBe(gone);
    expect(screen.queryByRole('region', { name: 'Copy 1' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ad set' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Broad US · Summer' }));
    expect(screen.queryByText(gone)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Copy' }));
    expect(await screen.findByRole('region', { name: 'Copy 1' })).toBeTruthy();
  }, 20_000);
});
