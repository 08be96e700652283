import { launcherSettingsSchema, type DriveMediaKind } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { secretBoxOf } from '../../../platform/crypto/secret-box.ts';
import { startFakeGraphApi, type FakeGraphApi } from '../../../test/fakes/meta/fake-graph-api.ts';
import { ACCOUNT_ID, FAKE_GRAPH_DATA, FAKE_TOKEN } from '../../../test/fakes/meta/fake-graph-data.ts';
import {
  FAKE_INSTAGRAM_ID,
  FAKE_LAUNCH_DATA,
  FAKE_PAGE_ID,
} from '../../../test/fakes/meta/fake-graph-launch.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { adPlatformConnections } from '../../ad-accounts/tables.ts';
import { insertDriveFile, type InsertedDriveFile } from '../../drive/test-support/drive-rows.ts';
import { driveFileVersions } from '../../drive/tables.ts';
import { launcherAdAccounts, type LauncherAdAccountRow } from '../tables.ts';

/*
 * Launching into Meta in tests and benchmarks: the fake Graph API with its Page, a workspace connected to it
 * (the token sealed as a sign-in stores it) and a Meta launcher account on `act_101` whose launch settings
 * name the fake's Page and Instagram account.
 */

/** The bytes a video chunk carries in the fake: small, so that a few KiB make a chunked upload. */
export const FAKE_VIDEO_CHUNK = 1024;

export function startLaunchGraph(): Promise<FakeGraphApi> {
  return startFakeGraphApi({
    data: { ...FAKE_GRAPH_DATA, launch: FAKE_LAUNCH_DATA },
    maxPageSize: 100,
    videoChunkSize: FAKE_VIDEO_CHUNK,
  });
}

/** The workspace's Meta connection, holding the token the fake accepts. */
export async function connectMeta(t: TestApp, workspace: { id: string; orgId: string }): Promise<void> {
  await t.context.database.db.insert(adPlatformConnections).values({
    orgId: workspace.orgId,
    workspaceId: workspace.id,
    provider: 'meta',
    accessToken: secretBoxOf(t.context.config).seal(FAKE_TOKEN),
    platformUserName: 'Pat Platform',
  });
}

/** A Meta launcher account on the fake's `act_101`, launching as the fake's Page and Instagram account. */
export async function insertMetaLauncherAccount(
  t: TestApp,
  workspace: { id: string; orgId: string },
): Promise<LauncherAdAccountRow> {
  const [account] = await t.context.database.db
    .insert(launcherAdAccounts)
    .values({
      orgId: workspace.orgId,
      workspaceId: workspace.id,
      provider: 'meta',
      externalId: ACCOUNT_ID,
      name: 'Acme US',
      currency: 'USD',
      timezoneName: 'America/Los_Angeles',
      settings: launcherSettingsSchema.parse({
        launchSettings: { pageId: FAKE_PAGE_ID, instagramAccountId: FAKE_INSTAGRAM_ID },
        defaultAdCopy: null,
        creativeEnhancements: {},
      }),
    })
    .returning();
  if (!account) throw new Error('insert into launcher_ad_accounts returned nothing');
  return account;
}

/**
 * A Creative Hub file whose stored bytes are `size` bytes of their own (the size the version states), so that
 * Meta's upload sends what the file holds: a video of a few KiB goes in several chunks.
 */
export async function insertMediaFile(
  t: TestApp,
  input: { workspace: { id: string; orgId: string }; name: string; kind: DriveMediaKind; size: number },
): Promise<InsertedDriveFile> {
  const file = await insertDriveFile(t, { ...input, folderId: null });
  const [version] = file.versions;
  if (!version) throw new Error('the file has no version');
  const seed = file.id.charCodeAt(0) + file.id.charCodeAt(1) * 7;
  const bytes = Buffer.from(Array.from({ length: input.size }, (_, i) => (i * 31 + seed) % 256));
  bytes.write(file.id, 0, 'utf8');
  await t.context.storage.put(version.storageKey, bytes, version.mime);
  await t.context.database.db
    .update(driveFileVersions)
    .set({ size: input.size })
    .where(eq(driveFileVersions.id, version.id));
  return file;
}
