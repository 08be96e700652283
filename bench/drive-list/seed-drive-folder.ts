import { randomUUID } from 'node:crypto';
import { PRODUCTS } from '@hookline/domain';
import { startSession } from '../../apps/server/src/modules/auth/tokens.service.ts';
import {
  grantWorkspace,
  insertFounderMember,
} from '../../apps/server/src/modules/tenancy/members/membership.service.ts';
import { insertUser } from '../../apps/server/src/modules/users/users.service.ts';
import type { Config } from '../../apps/server/src/platform/config/config.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import {
  driveDiscussions,
  driveFavourites,
  driveFiles,
  driveFileTags,
  driveFileVersions,
  driveFolders,
  orgMembers,
  organisations,
  tags,
  workspaces,
} from '../../apps/server/src/composition/tables.ts';

/** What the bench lists: one folder of `FILES_IN_FOLDER` files, each with one version. */
export const FILES_IN_FOLDER = 10_000;
const BATCH = 1_000;

export interface DriveBenchFolder {
  token: string;
  workspaceId: string;
  folderId: string;
}

const one = <T>(rows: T[], table: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned nothing`);
  return row;
};

/** A name like a camera's or an editor's export, in no particular order. */
const fileName = (index: number) => {
  const scrambled = (index * 7919) % FILES_IN_FOLDER;
  return `${['IMG', 'Hero cut', 'story', 'Banner'][index % 4]}_${String(scrambled).padStart(5, '0')}.${index % 5 === 0 ? 'mp4' : 'png'}`;
};

/**
 * A collaborator of one workspace (signed in for an hour), and in that workspace a folder of 10,000 files
 * written straight into the tables: one version each (a fifth of them videos), a tag on every tenth, an
 * open comment on every fiftieth, and the collaborator's favourite on every hundredth. A few sub-folders
 * sit beside the files, as in a real folder.
 */
export async function seedDriveFolder(db: Database, config: Config): Promise<DriveBenchFolder> {
  const founder = await insertUser(db, {
    email: 'founder@drive-bench.test',
    firstName: 'Drive',
    lastName: 'Founder',
    passwordHash: null,
    isRiskyEmail: false,
    isNewSignup: false,
  });
  const user = await insertUser(db, {
    email: 'editor@drive-bench.test',
    firstName: 'Drive',
    lastName: 'Editor',
    passwordHash: null,
    isRiskyEmail: false,
    isNewSignup: false,
  });
  const org = one(
    await db.insert(organisations).values({ name: 'Drive bench', createdByUserId: founder.id }).returning(),
    'organisations',
  );
  await insertFounderMember(db, { orgId: org.id, userId: founder.id, email: founder.email });
  const workspace = one(
    await db.insert(workspaces).values({ orgId: org.id, name: 'Drive bench' }).returning(),
    'workspaces',
  );
  const member = one(
    await db
      .insert(orgMembers)
      .values({
        orgId: org.id,
        userId: user.id,
        email: user.email,
        role: 'org_member',
        inviteStatus: 'accepted',
      })
      .returning(),
    'org_members',
  );
  await grantWorkspace(db, {
    orgId: org.id,
    workspaceId: workspace.id,
    memberId: member.id,
    roleName: 'collaborator',
    products: [...PRODUCTS],
  });
  const scope = { orgId: org.id, workspaceId: workspace.id };
  const folder = one(
    await db
      .insert(driveFolders)
      .values({ ...scope, name: 'Big folder' })
      .returning(),
    'drive_folders',
  );
  await db.insert(driveFolders).values(
    Array.from({ length: 5 }, (_, index) => ({
      ...scope,
      parentId: folder.id,
      name: `Round ${index + 1}`,
    })),
  );
  const tag = one(
    await db
      .insert(tags)
      .values({ ...scope, product: 'drive', name: 'Hero', color: '#D0EBFF' })
      .returning(),
    'tags',
  );

  const started = Date.UTC(2025, 0, 1);
  for (let first = 0; first < FILES_IN_FOLDER; first += BATCH) {
    const indexes = Array.from(
      { length: Math.min(BATCH, FILES_IN_FOLDER - first) },
      (_, offset) => first + offset,
    );
    const rows = indexes.map((index) => {
      const video = index % 5 === 0;
      const fileId = randomUUID();
      const versionId = randomUUID();
      const size = 50_000 + ((index * 104_729) % 9_000_000);
      const createdAt = new Date(started + index * 60_000);
      return {
        file: {
          id: fileId,
          ...scope,
          folderId: folder.id,
          name: fileName(index),
          activeVersionId: versionId,
          size,
          createdAt,
          modifiedAt: new Date(createdAt.getTime() + ((index * 37) % 1000) * 60_000),
        },
        version: {
          id: versionId,
          ...scope,
          fileId,
          number: 1,
          originalName: fileName(index),
          storageKey: `bench/${fileId}/original`,
          thumbnailKey: `bench/${fileId}/thumbnail.webp`,
          posterKey: video ? `bench/${fileId}/poster.jpg` : null,
          previewKey: video ? `bench/${fileId}/preview.mp4` : null,
          mime: video ? 'video/mp4' : 'image/png',
          kind: video ? ('video' as const) : ('image' as const),
          size,
          resolution: '1920x1080',
          durationMs: video ? 15_000 : null,
          processing: false,
          createdAt,
        },
        index,
      };
    });
    await db.insert(driveFiles).values(rows.map((row) => row.file));
    await db.insert(driveFileVersions).values(rows.map((row) => row.version));
    const tagged = rows.filter((row) => row.index % 10 === 0);
    if (tagged.length > 0) {
      await db
        .insert(driveFileTags)
        .values(tagged.map((row) => ({ fileId: row.file.id, tagId: tag.id, workspaceId: workspace.id })));
    }
    const discussed = rows.filter((row) => row.index % 50 === 0);
    if (discussed.length > 0) {
      await db.insert(driveDiscussions).values(
        discussed.map((row) => ({
          ...scope,
          fileId: row.file.id,
          versionId: row.version.id,
          content: 'Can we brighten the first frame?',
          createdByUserId: user.id,
        })),
      );
    }
    const favourites = rows.filter((row) => row.index % 100 === 0);
    if (favourites.length > 0) {
      await db.insert(driveFavourites).values(
        favourites.map((row) => ({
          userId: user.id,
          targetId: row.file.id,
          kind: 'file' as const,
          workspaceId: workspace.id,
        })),
      );
    }
  }
  const { token } = await startSession(db, { config, userId: user.id });
  return { token, workspaceId: workspace.id, folderId: folder.id };
}
