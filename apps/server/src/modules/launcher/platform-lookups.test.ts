import { randomUUID } from 'node:crypto';
import type { LauncherAdset, LeadForm } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxLaunchedAdsets, sandboxLaunchedCreatives, sandboxLeadForms } from '../ad-accounts/tables.ts';
import {
  adsOf,
  insertImages,
  insertLauncherAccount,
  launchCaller,
  messageOf,
} from './test-support/launch-fixtures.ts';
import { launcherAdAccounts } from './tables.ts';

describe('what the launch wizard reads from the sandbox', () => {
  let t: TestApp;
  let call: ReturnType<typeof launchCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = launchCaller(t);
  });
  afterAll(() => t.close());

  const newAdset = { name: 'Retargeting | 30d visitors', dailyBudget: 25 };

  it("lists the account's Pages with their Instagram accounts and its pixels, for those who may launch", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const pages = await call('GET', `/adlauncher/ad-accounts/${account.id}/pages`, team.admin.token);
    expect(pages.statusCode).toBe(200);
    expect(pages.json()).toEqual({
      data: [
        {
          id: 'sbx_page_sbx_meta_us',
          name: 'Northwind Apparel',
          instagramAccounts: [{ id: 'sbx_ig_sbx_meta_us', username: 'northwindapparel' }],
        },
        { id: 'sbx_page_sbx_meta_us_outlet', name: 'Northwind Apparel Outlet', instagramAccounts: [] },
      ],
    });
    const pixels = await call('GET', `/adlauncher/ad-accounts/${account.id}/pixels`, team.admin.token);
    expect(pixels.statusCode).toBe(200);
    expect(pixels.json()).toEqual({
      data: [{ id: 'sbx_pixel_sbx_meta_us', name: 'Northwind Apparel Pixel' }],
    });

    for (const path of ['pages', 'pixels']) {
      const url = `/adlauncher/ad-accounts/${account.id}/${path}`;
      expect((await call('GET', url, team.outsider.token)).statusCode, url).toBe(404);
      expect((await call('GET', url, team.guest.token)).statusCode, url).toBe(403);
      const collaborator = await call('GET', url, team.collaborator.token);
      expect(collaborator.statusCode, url).toBe(403);
      expect(messageOf(collaborator)).toBe("You don't have access to launch on this ad account");
    }
  });

  it("answers the platform's refusal in its words: a Meta account whose workspace is not signed in", async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace, externalId: 'act_1' });
    await t.context.database.db
      .update(launcherAdAccounts)
      .set({ provider: 'meta' })
      .where(eq(launcherAdAccounts.id, account.id));
    for (const path of ['pages', 'pixels']) {
      const refused = await call('GET', `/adlauncher/ad-accounts/${account.id}/${path}`, team.admin.token);
      expect(refused.statusCode, path).toBe(400);
      expect(messageOf(refused)).toBe('Reconnect this ad account to launch on it');
    }
  });

  it("lists the account's ad sets with those created, once per key, and keeps them to the workspace", async () => {
    const team = await createTeam(t);
    const rival = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const theirs = await insertLauncherAccount(t, { workspace: rival.workspace });
    const url = `/adlauncher/ad-accounts/${account.id}/adsets`;
    const before = (await call('GET', url, team.admin.token)).json<{ data: LauncherAdset[] }>().data;
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((adset) => adset.id && adset.campaignName)).toBe(true);

    const key = randomUUID();
    const created = await call('POST', url, team.admin.token, newAdset, key);
    expect(created.statusCode).toBe(200);
    const again = await call('POST', url, team.admin.token, newAdset, key);
    expect(again.json()).toEqual(created.json());
    const after = (await call('GET', url, team.admin.token)).json<{ data: LauncherAdset[] }>().data;
    expect(after[0]).toMatchObject({
      ...created.json<{ id: string }>(),
      name: newAdset.name,
      dailyBudget: 25,
    });
    expect(after).toHaveLength(before.length + 1);

    const rivals = (
      await call('GET', `/adlauncher/ad-accounts/${theirs.id}/adsets`, rival.admin.token)
    ).json<{ data: LauncherAdset[] }>().data;
    expect(rivals.map((adset) => adset.id)).toEqual(before.map((adset) => adset.id));

    const bad = await call('POST', url, team.admin.token, { name: 'No budget', dailyBudget: 0 });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Daily budget must be above 0');
    const rows = await t.context.database.db
      .select()
      .from(sandboxLaunchedAdsets)
      .where(eq(sandboxLaunchedAdsets.workspaceId, team.workspace.id));
    expect(rows).toHaveLength(1);
  });

  it("lists a Page's lead forms and creates one there, refusing a form without questions", async () => {
    const team = await createTeam(t);
    const rival = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const theirs = await insertLauncherAccount(t, { workspace: rival.workspace });
    const url = `/adlauncher/ad-accounts/${account.id}/lead-forms`;
    const defaults = (await call('GET', url, team.admin.token)).json<{ data: LeadForm[] }>().data;
    expect(defaults.map((form) => form.name)).toEqual(['Newsletter sign-up', 'Wholesale enquiry']);

    const form = {
      name: 'Fitting appointment',
      questions: [{ type: 'FULL_NAME' }, { type: 'EMAIL' }, { type: 'CUSTOM', label: 'Preferred store' }],
      privacyPolicyUrl: 'https://northwind.example/privacy',
    };
    const created = await call('POST', url, team.admin.token, form);
    expect(created.statusCode).toBe(200);
    expect(created.json<LeadForm>()).toMatchObject({
      name: form.name,
      status: 'ACTIVE',
      questions: form.questions,
    });
    const listed = (await call('GET', url, team.admin.token)).json<{ data: LeadForm[] }>().data;
    expect(listed.map((item) => item.name)).toEqual([
      'Fitting appointment',
      'Newsletter sign-up',
      'Wholesale enquiry',
    ]);
    const rivals = (
      await call('GET', `/adlauncher/ad-accounts/${theirs.id}/lead-forms`, rival.admin.token)
    ).json<{ data: LeadForm[] }>().data;
    expect(rivals).toHaveLength(2);

    const noQuestions = await call('POST', url, team.admin.token, { ...form, questions: [] });
    expect(noQuestions.statusCode).toBe(400);
    expect(messageOf(noQuestions)).toBe('Add at least one question');
    const unknownPage = await call('GET', `${url}?pageId=page_of_someone_else`, team.admin.token);
    expect(unknownPage.statusCode).toBe(400);
    expect(
      await t.context.database.db
        .select()
        .from(sandboxLeadForms)
        .where(eq(sandboxLeadForms.workspaceId, team.workspace.id)),
    ).toHaveLength(1);
  });

  it('renders a feed post and a story with the copy, uploading the media once for the launch to reuse', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const [file] = await insertImages(t, team.workspace, 1);
    const [ad] = adsOf([file!.id], 1);
    const previews = await call('POST', `/adlauncher/ad-accounts/${account.id}/previews`, team.admin.token, {
      ad: { creatives: ad!.creatives, copy: ad!.copy },
    });
    expect(previews.statusCode).toBe(200);
    const data = previews.json<{ data: { placement: string; imageURL: string }[] }>().data;
    expect(data.map((preview) => preview.placement)).toEqual(['FACEBOOK_FEED', 'INSTAGRAM_STORY']);
    for (const preview of data) {
      const svg = Buffer.from(
        preview.imageURL.replace('data:image/svg+xml;base64,', ''),
        'base64',
      ).toString();
      expect(svg).toContain('Soft cotton, made to last. Copy 1');
      expect(svg).toContain('Shop now');
      expect(svg).toContain('Northwind Apparel');
      const thumbnail = Buffer.from(`bytes of ${file!.versions[0]!.thumbnailKey}`).toString('base64');
      expect(svg).toContain(`<image href="data:image/webp;base64,${thumbnail}"`);
    }
    const creatives = await call('GET', `/adlauncher/ad-accounts/${account.id}/creatives`, team.admin.token);
    expect(creatives.json<{ data: { fileId: string }[] }>().data.map((item) => item.fileId)).toEqual([
      file!.id,
    ]);
  });

  it('launches partnership ads with the creator as the second identity, and refuses them without one', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const [file] = await insertImages(t, team.workspace, 1);
    const url = `/adlauncher/ad-accounts/${account.id}/partnership-batches`;
    const ads = adsOf([file!.id], 1);
    const missing = await call('POST', url, team.admin.token, { ads, partner: {} }, randomUUID());
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe("Give the creator's identity or partnership ad code");
    const launched = await call(
      'POST',
      url,
      team.admin.token,
      { ads, partner: { adCode: 'AC-12345' } },
      randomUUID(),
    );
    expect(launched.statusCode).toBe(200);
    const [creative] = await t.context.database.db
      .select()
      .from(sandboxLaunchedCreatives)
      .where(eq(sandboxLaunchedCreatives.workspaceId, team.workspace.id));
    expect(creative?.spec['partner']).toEqual({ adCode: 'AC-12345' });
  });
});
