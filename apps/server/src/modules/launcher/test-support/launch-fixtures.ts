import { launcherSettingsSchema, type LaunchAd } from '@hookline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { insertDriveFile } from '../../drive/test-support/drive-rows.ts';
import type { LaunchPlatform } from '../../ad-accounts/index.ts';
import { launcherAccountAccess, launcherAdAccounts, type LauncherAdAccountRow } from '../tables.ts';

/** A sandbox launcher account of a workspace, written straight to the database (onboarding is another file's). */
export async function insertLauncherAccount(
  t: TestApp,
  input: { workspace: { id: string; orgId: string }; externalId?: string; userIds?: string[] },
): Promise<LauncherAdAccountRow> {
  const { db } = t.context.database;
  const [account] = await db
    .insert(launcherAdAccounts)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      provider: 'sandbox',
      externalId: input.externalId ?? 'sbx_meta_us',
      name: 'Northwind Apparel US',
      currency: 'USD',
      timezoneName: 'America/Los_Angeles',
      settings: launcherSettingsSchema.parse({
        launchSettings: {},
        defaultAdCopy: null,
        creativeEnhancements: {},
      }),
    })
    .returning();
  if (!account) throw new Error('insert into launcher_ad_accounts returned nothing');
  for (const userId of input.userIds ?? []) {
    await db.insert(launcherAccountAccess).values({ launcherAccountId: account.id, userId });
  }
  return account;
}

/** `count` Creative Hub images of the workspace, each with bytes of its own. */
export async function insertImages(t: TestApp, workspace: { id: string; orgId: string }, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      insertDriveFile(t, { workspace, name: `Concept ${index + 1}.png`, folderId: null }),
    ),
  );
}

/** Every file with every copy: `files × copies` ads sharing one new ad set. */
export function adsOf(fileIds: readonly string[], copies = 2): LaunchAd[] {
  return fileIds.flatMap((fileId) =>
    Array.from({ length: copies }, (_, index) => ({
      creatives: [{ fileId }],
      newAdset: {
        key: 'spring',
        name: 'Spring test | US',
        objective: 'OUTCOME_SALES' as const,
        dailyBudget: 50,
        countries: ['US'],
        ageMin: 18,
        ageMax: 65,
      },
      copy: {
        primaryText: `Soft cotton, made to last. Copy ${index + 1}`,
        headline: `Spring drop ${index + 1}`,
        description: 'Free returns',
        cta: 'SHOP_NOW' as const,
        url: 'https://northwind.example/spring',
      },
    })),
  );
}

export function launchCaller(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, token: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
}

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** A platform that behaves as `inner` but for the methods `override` replaces. */
export function wrapPlatform(inner: LaunchPlatform, override: Partial<LaunchPlatform>): LaunchPlatform {
  return { ...inner, ...override };
}
