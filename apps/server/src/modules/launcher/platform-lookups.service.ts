import {
  ERROR_CODES,
  type AccountCreative,
  type LauncherAdset,
  type LaunchPageOption,
  type LaunchPixelOption,
  type LeadForm,
  type NewAdset,
} from '@hookline/domain';
import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { leadFormBody, previewBody } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { LaunchPlatformError, type CreativeSpec, type PlacementPreview } from '../ad-accounts/index.ts';
import { versionPictures } from '../drive/index.ts';
import { requireLaunchFiles } from './launch-batches.service.ts';
import { creativeAsset, mediaUploader } from './launch-media.ts';
import { identityOf, launchSettingsOf, launchTargetOf, platformOf } from './launch-target.ts';
import { launcherMedia, type LauncherAdAccountRow } from './tables.ts';

/**
 * What the launch wizard reads from the platform on an account: Pages, pixels, ad sets, lead forms,
 * previews, and the media already uploaded. A platform's refusal answers in its own words: 400, or 502 when it may pass.
 */
async function onPlatform<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!(error instanceof LaunchPlatformError)) throw error;
    throw error.transient
      ? new AppError(ERROR_CODES.badGateway, error.error.message)
      : badRequest(error.error.message);
  }
}

export function listAdsets(context: AppContext, account: LauncherAdAccountRow): Promise<LauncherAdset[]> {
  return onPlatform(async () =>
    platformOf(context, account).listAdsets(await launchTargetOf(context, account)),
  );
}

/** The Pages ads may be launched as, each with its linked Instagram accounts. */
export function listPages(context: AppContext, account: LauncherAdAccountRow): Promise<LaunchPageOption[]> {
  return onPlatform(async () => {
    const pages = await platformOf(context, account).listPages(await launchTargetOf(context, account));
    return pages.map((page) => ({
      id: page.id,
      name: page.name,
      instagramAccounts: page.instagramAccounts.map(({ id, username }) => ({ id, username })),
    }));
  });
}

/** The pixels the account's ads may track conversions with. */
export function listPixels(context: AppContext, account: LauncherAdAccountRow): Promise<LaunchPixelOption[]> {
  return onPlatform(async () => {
    const pixels = await platformOf(context, account).listPixels(await launchTargetOf(context, account));
    return pixels.map(({ id, name }) => ({ id, name }));
  });
}

export function createAdset(
  context: AppContext,
  input: { account: LauncherAdAccountRow; adset: NewAdset; idempotencyKey: string | undefined },
): Promise<{ id: string; campaignId: string }> {
  const key = input.idempotencyKey?.trim() || randomUUID();
  return onPlatform(async () =>
    platformOf(context, input.account).createAdset(
      await launchTargetOf(context, input.account),
      input.adset,
      `adset:${key}`,
    ),
  );
}

async function pageOf(context: AppContext, account: LauncherAdAccountRow, pageId: string | undefined) {
  if (pageId) return pageId;
  const platform = platformOf(context, account);
  const target = await launchTargetOf(context, account);
  const identity = await identityOf(platform, target, account, launchSettingsOf(account).launchSettings);
  if (!identity) throw badRequest('Choose a Facebook Page in the launch settings first');
  return identity.pageId;
}

export function listLeadForms(
  context: AppContext,
  input: { account: LauncherAdAccountRow; pageId: string | undefined },
): Promise<LeadForm[]> {
  return onPlatform(async () => {
    const pageId = await pageOf(context, input.account, input.pageId);
    return platformOf(context, input.account).listLeadForms(
      await launchTargetOf(context, input.account),
      pageId,
    );
  });
}

export function createLeadForm(
  context: AppContext,
  input: { account: LauncherAdAccountRow; form: z.infer<typeof leadFormBody> },
): Promise<LeadForm> {
  return onPlatform(async () => {
    const { pageId: asked, ...form } = input.form;
    const pageId = await pageOf(context, input.account, asked);
    return platformOf(context, input.account).createLeadForm(
      await launchTargetOf(context, input.account),
      pageId,
      form,
    );
  });
}

/** The ad's previews per placement: its media uploaded (once, as a launch would) and its creative rendered. */
export function previewAd(
  context: AppContext,
  input: { account: LauncherAdAccountRow; ad: z.infer<typeof previewBody>['ad'] },
): Promise<PlacementPreview[]> {
  const { account, ad } = input;
  return onPlatform(async () => {
    const files = await requireLaunchFiles(context, {
      workspaceId: account.workspaceId,
      fileIds: ad.creatives.map((creative) => creative.fileId),
    });
    const platform = platformOf(context, account);
    const target = await launchTargetOf(context, account);
    const { launchSettings, enhancements } = launchSettingsOf(account);
    const identity = await identityOf(platform, target, account, launchSettings);
    if (!identity) throw badRequest('Choose a Facebook Page in the launch settings first');
    const upload = mediaUploader({ context, account, platform, target, call: (operation) => operation() });
    const assets = await Promise.all(
      ad.creatives.map(async (creative) => {
        const file = files.get(creative.fileId)!;
        return creativeAsset(creative.placement, file, await upload(file));
      }),
    );
    const spec: CreativeSpec = {
      name: 'Preview',
      ...identity,
      assets,
      ...ad.copy,
      enhancements,
    };
    return platform.previews(target, spec);
  });
}

/**
 * Media already uploaded to the account, newest first, each with the thumbnail of the Creative Hub version
 * uploaded (a signed URL, as the Creative Hub hands out); null once that file is gone or while it has none.
 */
export async function accountCreatives(
  context: Pick<AppContext, 'database' | 'driveMedia'>,
  account: Pick<LauncherAdAccountRow, 'id' | 'orgId' | 'workspaceId'>,
): Promise<AccountCreative[]> {
  const { db } = context.database;
  const rows = await db
    .select()
    .from(launcherMedia)
    .where(eq(launcherMedia.launcherAccountId, account.id))
    .orderBy(desc(launcherMedia.uploadedAt))
    .limit(500);
  const pictures = await versionPictures(db, {
    orgId: account.orgId,
    workspaceId: account.workspaceId,
    versionIds: rows.flatMap((row) => (row.versionId ? [row.versionId] : [])),
  });
  return rows.map((row) => {
    const picture = row.versionId ? pictures.get(row.versionId) : undefined;
    return {
      kind: row.kind,
      platformId: row.platformId,
      name: row.name,
      fileId: row.fileId,
      thumbnailUrl: picture ? context.driveMedia.url(picture.versionId, picture.variant) : null,
      uploadedAt: row.uploadedAt.toISOString(),
    };
  });
}
