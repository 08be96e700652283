import {
  DEFAULT_AD_ACCOUNT_SETTINGS,
  todayInTimezone,
  type LauncherAdset,
  type LeadForm,
} from '@hookline/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { AdPlatformConnector, PlatformAdAccount } from '../connectors/connector.ts';
import {
  sandboxLaunchedAds,
  sandboxLaunchedAdsets,
  sandboxLaunchedCreatives,
  sandboxLeadForms,
} from '../tables.ts';
import {
  LaunchPlatformError,
  type CreativeSpec,
  type LaunchPlatform,
  type LaunchTarget,
} from './launch-platform.ts';
import { sandboxImageHash, sandboxObjectId, sandboxVideoId } from './sandbox/sandbox-ids.ts';
import { defaultLeadForms, sandboxPages, sandboxPixels } from './sandbox/sandbox-pages.ts';
import type { PreviewPictures } from './sandbox/sandbox-pictures.ts';
import { sandboxPreviews } from './sandbox/sandbox-previews.ts';

/** Where the sandbox writes: one workspace of one organisation, whose launches no other workspace sees. */
export interface SandboxLaunchScope {
  db: Executor;
  /** The sandbox's analytics connector: its accounts, and the ad sets of its generated ads. */
  connector: AdPlatformConnector;
  clock: Clock;
  orgId: string;
  workspaceId: string;
  /** The Creative Hub pictures the previews show, read within this workspace. */
  pictures: PreviewPictures;
}

const notFound = (what: string) =>
  new LaunchPlatformError({
    error: { title: 'Not found', message: `${what} doesn't exist in the sandbox`, code: 100 },
    transient: false,
  });

/**
 * The offline sandbox as the Ad Launcher writes to it. Its accounts are the sandbox's Meta-platform
 * accounts; what it creates is kept per workspace (sandbox account ids are the same for every workspace),
 * each create under its idempotency key, so a repeat answers the first row's id.
 */
export function createSandboxLaunchPlatform(scope: SandboxLaunchScope): LaunchPlatform {
  const { db, connector, orgId, workspaceId } = scope;
  const tenant = { orgId, workspaceId };

  async function metaAccounts(target: Pick<LaunchTarget, 'credentials'>): Promise<PlatformAdAccount[]> {
    const accounts = await connector.listAdAccounts(target.credentials);
    return accounts.filter((account) => account.platform === 'meta');
  }

  async function accountOf(target: LaunchTarget): Promise<PlatformAdAccount> {
    const account = (await metaAccounts(target)).find((item) => item.externalId === target.accountExternalId);
    if (!account) throw notFound(`Ad account ${target.accountExternalId}`);
    return account;
  }

  async function generatedAdsets(target: LaunchTarget, account: PlatformAdAccount): Promise<LauncherAdset[]> {
    const ads = await connector.listAds(target.credentials, {
      externalId: account.externalId,
      platform: account.platform,
      timezoneName: account.timezoneName,
      settings: DEFAULT_AD_ACCOUNT_SETTINGS,
    });
    const adsets = new Map<string, LauncherAdset>();
    for (const ad of ads.toReversed()) {
      if (!ad.adsetId || adsets.has(ad.adsetId)) continue;
      adsets.set(ad.adsetId, {
        id: ad.adsetId,
        name: ad.adsetName ?? ad.adsetId,
        status: ad.status,
        campaignId: ad.campaignId ?? '',
        campaignName: ad.campaignName ?? '',
        dailyBudget: null,
      });
    }
    return [...adsets.values()];
  }

  async function launchedAdsets(target: LaunchTarget): Promise<LauncherAdset[]> {
    const rows = await db
      .select()
      .from(sandboxLaunchedAdsets)
      .where(
        and(
          eq(sandboxLaunchedAdsets.orgId, orgId),
          eq(sandboxLaunchedAdsets.accountExternalId, target.accountExternalId),
        ),
      )
      .orderBy(desc(sandboxLaunchedAdsets.createdAt));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: 'ACTIVE',
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      dailyBudget: row.dailyBudget,
    }));
  }

  async function allAdsets(target: LaunchTarget): Promise<LauncherAdset[]> {
    const account = await accountOf(target);
    return [...(await launchedAdsets(target)), ...(await generatedAdsets(target, account))];
  }

  async function creativeOf(creativeId: string) {
    const [row] = await db
      .select()
      .from(sandboxLaunchedCreatives)
      .where(
        and(
          eq(sandboxLaunchedCreatives.workspaceId, workspaceId),
          eq(sandboxLaunchedCreatives.id, creativeId),
        ),
      )
      .limit(1);
    return row;
  }

  async function pageName(target: LaunchTarget, pageId: string): Promise<string> {
    const account = await accountOf(target);
    return sandboxPages(account).find((page) => page.id === pageId)?.name ?? sandboxPages(account)[0]!.name;
  }

  async function requirePage(target: LaunchTarget, pageId: string): Promise<void> {
    const account = await accountOf(target);
    if (!sandboxPages(account).some((page) => page.id === pageId)) throw notFound(`Page ${pageId}`);
  }

  return {
    listAccounts: (credentials) => metaAccounts({ credentials }),

    async listPages(target) {
      return sandboxPages(await accountOf(target));
    },

    async listPixels(target) {
      return sandboxPixels(await accountOf(target));
    },

    listAdsets: allAdsets,

    async createAdset(target, input, idempotencyKey) {
      await accountOf(target);
      const campaignName = input.campaignName ?? `${input.name} | Campaign`;
      const campaignId = input.campaignId ?? sandboxObjectId('campaign', workspaceId, idempotencyKey);
      await db
        .insert(sandboxLaunchedAdsets)
        .values({
          ...tenant,
          id: sandboxObjectId('adset', workspaceId, idempotencyKey),
          accountExternalId: target.accountExternalId,
          name: input.name,
          campaignId,
          campaignName,
          dailyBudget: input.dailyBudget,
          idempotencyKey,
        })
        .onConflictDoNothing({
          target: [sandboxLaunchedAdsets.workspaceId, sandboxLaunchedAdsets.idempotencyKey],
        });
      const [row] = await db
        .select({ id: sandboxLaunchedAdsets.id, campaignId: sandboxLaunchedAdsets.campaignId })
        .from(sandboxLaunchedAdsets)
        .where(
          and(
            eq(sandboxLaunchedAdsets.workspaceId, workspaceId),
            eq(sandboxLaunchedAdsets.idempotencyKey, idempotencyKey),
          ),
        );
      if (!row) throw new Error('The sandbox ad set was not stored');
      return row;
    },

    async uploadImage(target, media) {
      await accountOf(target);
      return { hash: sandboxImageHash(media.sha256) };
    },

    async uploadVideo(target, media) {
      await accountOf(target);
      return { videoId: sandboxVideoId(media.sha256) };
    },

    async createCreative(target, spec, idempotencyKey) {
      await requirePage(target, spec.pageId);
      await db
        .insert(sandboxLaunchedCreatives)
        .values({
          ...tenant,
          id: sandboxObjectId('creative', workspaceId, idempotencyKey),
          accountExternalId: target.accountExternalId,
          spec: { ...spec },
          idempotencyKey,
        })
        .onConflictDoNothing({
          target: [sandboxLaunchedCreatives.workspaceId, sandboxLaunchedCreatives.idempotencyKey],
        });
      const [row] = await db
        .select({ id: sandboxLaunchedCreatives.id })
        .from(sandboxLaunchedCreatives)
        .where(
          and(
            eq(sandboxLaunchedCreatives.workspaceId, workspaceId),
            eq(sandboxLaunchedCreatives.idempotencyKey, idempotencyKey),
          ),
        );
      if (!row) throw new Error('The sandbox creative was not stored');
      return row;
    },

    async createAd(target, spec, idempotencyKey) {
      const account = await accountOf(target);
      if (!(await creativeOf(spec.creativeId))) throw notFound(`Creative ${spec.creativeId}`);
      const adsets = await allAdsets(target);
      if (!adsets.some((adset) => adset.id === spec.adsetId)) throw notFound(`Ad set ${spec.adsetId}`);
      await db
        .insert(sandboxLaunchedAds)
        .values({
          ...tenant,
          id: sandboxObjectId('ad', workspaceId, idempotencyKey),
          accountExternalId: target.accountExternalId,
          adsetId: spec.adsetId,
          creativeId: spec.creativeId,
          name: spec.name,
          status: spec.status,
          launchedOn: todayInTimezone(account.timezoneName, scope.clock.now()),
          idempotencyKey,
        })
        .onConflictDoNothing({ target: [sandboxLaunchedAds.workspaceId, sandboxLaunchedAds.idempotencyKey] });
      const [row] = await db
        .select({ id: sandboxLaunchedAds.id })
        .from(sandboxLaunchedAds)
        .where(
          and(
            eq(sandboxLaunchedAds.workspaceId, workspaceId),
            eq(sandboxLaunchedAds.idempotencyKey, idempotencyKey),
          ),
        );
      if (!row) throw new Error('The sandbox ad was not stored');
      return row;
    },

    async readAd(target, adId) {
      const [ad] = await db
        .select({ status: sandboxLaunchedAds.status, creativeId: sandboxLaunchedAds.creativeId })
        .from(sandboxLaunchedAds)
        .where(
          and(
            eq(sandboxLaunchedAds.workspaceId, workspaceId),
            eq(sandboxLaunchedAds.accountExternalId, target.accountExternalId),
            eq(sandboxLaunchedAds.id, adId),
          ),
        )
        .limit(1);
      if (!ad) return undefined;
      const creative = await creativeOf(ad.creativeId);
      const spec = creative?.spec as Partial<CreativeSpec> | undefined;
      return { status: ad.status, enhancements: spec?.enhancements ?? {} };
    },

    async previews(target, spec) {
      const versionIds = spec.assets.flatMap((asset) => (asset.hubVersionId ? [asset.hubVersionId] : []));
      return sandboxPreviews(spec, await pageName(target, spec.pageId), await scope.pictures(versionIds));
    },

    async listLeadForms(target, pageId) {
      await requirePage(target, pageId);
      const created = await db
        .select()
        .from(sandboxLeadForms)
        .where(and(eq(sandboxLeadForms.workspaceId, workspaceId), eq(sandboxLeadForms.pageId, pageId)))
        .orderBy(desc(sandboxLeadForms.createdAt));
      return [...created.map(toLeadForm), ...defaultLeadForms(pageId)];
    },

    async createLeadForm(target, pageId, input) {
      await requirePage(target, pageId);
      const [row] = await db
        .insert(sandboxLeadForms)
        .values({
          ...tenant,
          id: sandboxObjectId(
            'leadform',
            workspaceId,
            `${pageId}:${scope.clock.now().toISOString()}:${input.name}`,
          ),
          pageId,
          name: input.name,
          questions: input.questions,
          privacyPolicyUrl: input.privacyPolicyUrl,
          createdAt: scope.clock.now(),
        })
        .returning();
      if (!row) throw new Error('The sandbox lead form was not stored');
      return toLeadForm(row);
    },
  };
}

function toLeadForm(row: typeof sandboxLeadForms.$inferSelect): LeadForm {
  return {
    id: row.id,
    name: row.name,
    status: 'ACTIVE',
    questions: row.questions,
    privacyPolicyUrl: row.privacyPolicyUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
