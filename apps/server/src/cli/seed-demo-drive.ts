import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CommentAnnotation } from '@hookline/domain';
import type { AppContext } from '../platform/context.ts';
import {
  driveDiscussions,
  driveFavourites,
  driveFiles,
  driveFileTags,
  driveFolders,
  driveReplies,
  driveWatchers,
} from '../modules/drive/index.ts';
import { completeUpload } from '../modules/drive/uploads/upload-completion.service.ts';
import type { UploadRecord } from '../modules/drive/uploads/upload-records.ts';
import { localStagedUpload } from '../modules/drive/uploads/staged-upload.ts';
import { createCustomField } from '../modules/settings/custom-fields.service.ts';
import { createTags } from '../modules/settings/tags.service.ts';
import { createShareLink } from '../modules/sharing/index.ts';
import { shareLinks } from '../modules/sharing/tables.ts';
import { listWorkspaceRows } from '../modules/tenancy/workspaces/workspace-lookup.service.ts';
import { renderSlideVideo, renderStatic, type SlideDesign } from './demo-media.ts';

/** The demo's Creative Hub lives in this workspace. */
export const DEMO_DRIVE_WORKSPACE = 'Brand team';
/** The share link made last: while it is missing, the demo's Creative Hub is not finished. */
const DONE_MARKER = 'Client review: spring launch finals';
const TOP_FOLDERS = ['Spring launch 2027', 'UGC creators', 'Brand assets'] as const;

const PINK: [string, string] = ['#ff5f8f', '#ff9966'];
const TEAL: [string, string] = ['#0f9b8e', '#34d1bf'];
const INDIGO: [string, string] = ['#4338ca', '#7c3aed'];
const NIGHT: [string, string] = ['#111827', '#374151'];

const square = (design: Omit<SlideDesign, 'width' | 'height'>): SlideDesign => ({
  width: 1080,
  height: 1080,
  ...design,
});
const vertical = (design: Omit<SlideDesign, 'width' | 'height'>): SlideDesign => ({
  width: 720,
  height: 1280,
  ...design,
});

interface DemoFile {
  key: string;
  folder: (typeof TOP_FOLDERS)[number] | 'Statics' | 'Videos' | 'Final cuts';
  name: string;
  /** One render per version, oldest first. */
  versions: Array<{ still: SlideDesign } | { slides: SlideDesign[] }>;
  tags: string[];
  description?: string;
}

const DEMO_FILES: DemoFile[] = [
  {
    key: 'spring-sale',
    folder: 'Statics',
    name: 'spring-sale-static.png',
    description: 'Feed static for the spring sale. v2 moves the offer up and goes to 40%.',
    tags: ['Hero', 'Needs review'],
    versions: [
      {
        still: square({
          background: PINK,
          accent: '#ff5f8f',
          kicker: 'Spring sale',
          headline: 'Fresh layers for longer days',
          subline: '30% off everything new',
          cta: 'Shop now',
        }),
      },
      {
        still: square({
          background: TEAL,
          accent: '#0f9b8e',
          kicker: 'Spring sale · this week only',
          headline: 'Up to 40% off new layers',
          subline: 'Free returns, always',
          cta: 'Shop the sale',
        }),
      },
    ],
  },
  {
    key: 'trail-runner',
    folder: 'Statics',
    name: 'trail-runner-launch.jpg',
    tags: ['Hero', 'Q2 launch'],
    versions: [
      {
        still: square({
          background: INDIGO,
          accent: '#4338ca',
          kicker: 'New',
          headline: 'Meet Trail Runner 2',
          subline: 'Built for the long way home',
          cta: 'Pre-order',
        }),
      },
    ],
  },
  {
    key: 'free-shipping',
    folder: 'Statics',
    name: 'free-shipping-banner.png',
    tags: ['Approved'],
    versions: [
      {
        still: {
          width: 1200,
          height: 628,
          background: NIGHT,
          accent: '#111827',
          headline: 'Free shipping over $50',
          subline: 'On every order, every day',
          cta: 'Start shopping',
        },
      },
    ],
  },
  {
    key: 'spring-video',
    folder: 'Videos',
    name: 'spring-sale-reel.mp4',
    description: 'Reels and TikTok cut, 9:16. Hook in the first second.',
    tags: ['Hero', 'Needs review'],
    versions: [
      {
        slides: [
          vertical({
            background: PINK,
            accent: '#ff5f8f',
            kicker: 'Wait for it',
            headline: 'Your spring wardrobe, sorted',
            subline: 'Three layers, one look',
          }),
          vertical({
            background: TEAL,
            accent: '#0f9b8e',
            headline: '30% off new layers',
            subline: 'Only this week',
          }),
          vertical({
            background: INDIGO,
            accent: '#4338ca',
            headline: 'Northwind spring sale',
            subline: 'Free returns, always',
            cta: 'Shop now',
          }),
        ],
      },
      {
        slides: [
          vertical({
            background: TEAL,
            accent: '#0f9b8e',
            kicker: 'POV',
            headline: 'You finally found the hoodie',
            subline: 'Softest one you own',
          }),
          vertical({
            background: PINK,
            accent: '#ff5f8f',
            headline: 'Up to 40% off new layers',
            subline: 'Only this week',
          }),
          vertical({
            background: INDIGO,
            accent: '#4338ca',
            headline: 'Northwind spring sale',
            subline: 'Free returns, always',
            cta: 'Shop the sale',
          }),
        ],
      },
    ],
  },
  {
    key: 'final-reel',
    folder: 'Final cuts',
    name: 'spring-sale-final.mp4',
    tags: ['Approved'],
    versions: [
      {
        slides: [
          vertical({
            background: NIGHT,
            accent: '#111827',
            kicker: 'Northwind',
            headline: 'Made for longer days',
            subline: 'The spring collection',
          }),
          vertical({
            background: PINK,
            accent: '#ff5f8f',
            headline: 'Up to 40% off',
            subline: 'This week only',
            cta: 'Shop now',
          }),
        ],
      },
    ],
  },
  {
    key: 'final-static',
    folder: 'Final cuts',
    name: 'spring-sale-final-static.png',
    tags: ['Approved'],
    versions: [
      {
        still: square({
          background: TEAL,
          accent: '#0f9b8e',
          kicker: 'Spring sale · this week only',
          headline: 'Up to 40% off new layers',
          subline: 'Free returns, always',
          cta: 'Shop the sale',
        }),
      },
    ],
  },
  {
    key: 'ugc-card',
    folder: 'UGC creators',
    name: 'maya-review-card.png',
    tags: ['UGC'],
    versions: [
      {
        still: square({
          background: ['#f59e0b', '#f97316'],
          accent: '#f59e0b',
          kicker: 'Maya, verified buyer',
          headline: '“Softest hoodie I own”',
          subline: '★★★★★ Cloud Knit Hoodie',
        }),
      },
    ],
  },
  {
    key: 'logo',
    folder: 'Brand assets',
    name: 'northwind-logo-card.png',
    description: 'Primary logo on the brand gradient, for partner decks.',
    tags: ['Approved'],
    versions: [
      {
        still: square({
          background: NIGHT,
          accent: '#111827',
          headline: 'Northwind Apparel',
          subline: 'Made for longer days',
        }),
      },
    ],
  },
];

/** Removes a half-made demo (a start that stopped before the end), so the next start makes it whole. */
async function removeUnfinished(context: AppContext, workspaceId: string): Promise<void> {
  const { db } = context.database;
  await db
    .delete(driveFolders)
    .where(
      and(
        eq(driveFolders.workspaceId, workspaceId),
        isNull(driveFolders.parentId),
        inArray(driveFolders.name, [...TOP_FOLDERS]),
      ),
    );
}

async function renderVersion(
  version: DemoFile['versions'][number],
  input: { file: DemoFile; index: number; workDir: string },
): Promise<string | undefined> {
  const base = path.join(input.workDir, `${input.file.key}-v${input.index + 1}`);
  if ('still' in version) {
    const file = `${base}${path.extname(input.file.name)}`;
    await renderStatic(version.still, file);
    return file;
  }
  return renderSlideVideo({
    slides: version.slides,
    secondsEach: 2,
    file: `${base}.mp4`,
    workDir: input.workDir,
  });
}

/**
 * The demo workspace's Creative Hub: a folder tree of sample creatives made here (statics by sharp, short
 * videos by ffmpeg), some with two versions, tags, a custom field, review comments pinned to a point, a
 * shape or a video frame, and a share link for the client. Idempotent: a finished demo is left alone, and
 * one that a stopped process left half-made is made again. Without ffmpeg, the videos are left out.
 */
export async function seedDemoDrive(
  context: AppContext,
  input: { orgId: string; userId: string },
): Promise<{ created: boolean }> {
  const { db } = context.database;
  const workspace = (await listWorkspaceRows(db, input.orgId)).find(
    (row) => row.name === DEMO_DRIVE_WORKSPACE,
  );
  if (!workspace) return { created: false };
  const [done] = await db
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(and(eq(shareLinks.workspaceId, workspace.id), eq(shareLinks.description, DONE_MARKER)))
    .limit(1);
  if (done) return { created: false };
  await removeUnfinished(context, workspace.id);

  const tenant = { orgId: input.orgId, workspaceId: workspace.id };
  const folderIds = new Map<string, string>();
  const addFolder = async (name: string, parent: string | null, position: number) => {
    const [row] = await db
      .insert(driveFolders)
      .values({ ...tenant, name, parentId: parent, position, createdByUserId: input.userId })
      .returning({ id: driveFolders.id });
    folderIds.set(name, row!.id);
    return row!.id;
  };
  const spring = await addFolder('Spring launch 2027', null, 0);
  await addFolder('UGC creators', null, 1);
  await addFolder('Brand assets', null, 2);
  await addFolder('Statics', spring, 0);
  await addFolder('Videos', spring, 1);
  await addFolder('Final cuts', spring, 2);

  const tagNames = ['Hero', 'UGC', 'Approved', 'Needs review', 'Q2 launch'];
  const existingTags = await createTags(db, context, {
    ...tenant,
    product: 'drive',
    names: tagNames,
    createdByUserId: input.userId,
  }).catch(() => ({ data: [] }));
  const tagIds = new Map(existingTags.data.map((tag) => [tag.name, tag._id]));
  const channel = await createCustomField(db, {
    ...tenant,
    createdByUserId: input.userId,
    field: {
      title: 'Channel',
      type: 'single-select',
      options: [{ label: 'Meta' }, { label: 'TikTok' }, { label: 'YouTube' }],
    },
  }).catch(() => undefined);

  const workDir = await mkdtemp(path.join(tmpdir(), 'hookline-demo-drive-'));
  const files = new Map<string, { fileId: string; versionIds: string[] }>();
  try {
    for (const file of DEMO_FILES) {
      let fileId: string | null = null;
      const versionIds: string[] = [];
      for (const [index, version] of file.versions.entries()) {
        const staged = await renderVersion(version, { file, index, workDir });
        if (!staged) break;
        const record: UploadRecord = {
          id: randomUUID().replaceAll('-', ''),
          createdAt: new Date().toISOString(),
          size: (await stat(staged)).size,
          filename: file.name,
          resolution: null,
          ...tenant,
          folderId: folderIds.get(file.folder) ?? null,
          fileId,
          uploadedByUserId: input.userId,
          fileCollectId: null,
          uploaderName: null,
        };
        const result = await completeUpload(context, {
          record,
          staged: localStagedUpload(context.storage, staged),
          reauthorise: async () => record,
        });
        fileId = result.fileId;
        versionIds.push(result.versionId);
      }
      if (fileId === null) continue;
      files.set(file.key, { fileId, versionIds });
      const ids = file.tags.map((name) => tagIds.get(name)).filter((id): id is string => id !== undefined);
      if (ids.length > 0) {
        await db
          .insert(driveFileTags)
          .values(ids.map((tagId) => ({ fileId: fileId, tagId, workspaceId: workspace.id })));
      }
      const option = channel?.options[file.key.includes('video') || file.key.includes('reel') ? 1 : 0];
      await db
        .update(driveFiles)
        .set({
          description: file.description ?? null,
          ...(channel && option ? { customFields: { [channel._id]: option._id } } : {}),
        })
        .where(and(eq(driveFiles.id, fileId), eq(driveFiles.workspaceId, workspace.id)));
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  await seedReview(context, { ...tenant, userId: input.userId, files });
  const finals = folderIds.get('Final cuts')!;
  await db
    .insert(driveWatchers)
    .values({ userId: input.userId, targetId: spring, kind: 'folder', workspaceId: workspace.id });
  await db
    .insert(driveFavourites)
    .values({ userId: input.userId, targetId: spring, kind: 'folder', workspaceId: workspace.id });
  await createShareLink(db, {
    target: { assetType: 'folder', id: finals, ...tenant },
    assetType: 'folder',
    creatorUserId: input.userId,
    description: DONE_MARKER,
    options: { downloadable: true, canComment: true, accessFileVersions: false },
    timezone: undefined,
  });
  return { created: true };
}

/** Review comments as a team and its client leave them: pinned, drawn, on a video frame, some resolved. */
async function seedReview(
  context: AppContext,
  input: {
    orgId: string;
    workspaceId: string;
    userId: string;
    files: Map<string, { fileId: string; versionIds: string[] }>;
  },
): Promise<void> {
  const { db } = context.database;
  const comment = async (
    key: string,
    versionIndex: number,
    value: {
      content: string;
      annotation?: CommentAnnotation;
      resolved?: boolean;
      /** A client commenting through the share link, without an account. */
      guestName?: string;
      reply?: string;
    },
  ) => {
    const file = input.files.get(key);
    const versionId = file?.versionIds[versionIndex];
    if (!file || !versionId) return;
    const [row] = await db
      .insert(driveDiscussions)
      .values({
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        fileId: file.fileId,
        versionId,
        content: value.content,
        annotation: value.annotation ?? null,
        status: value.resolved ? 'resolved' : 'open',
        createdByUserId: value.guestName ? null : input.userId,
        authorName: value.guestName ?? null,
      })
      .returning({ id: driveDiscussions.id });
    if (value.reply && row) {
      await db.insert(driveReplies).values({
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        discussionId: row.id,
        content: value.reply,
        createdByUserId: input.userId,
      });
    }
  };

  await comment('spring-sale', 0, {
    content: 'Offer gets lost at this size. Can we lead with the discount?',
    annotation: { shape: { type: 'rect', x: 0.06, y: 0.5, width: 0.6, height: 0.1 } },
    resolved: true,
    reply: 'Moved it up in v2 and went to 40%.',
  });
  await comment('spring-sale', 1, {
    content: 'Love the teal. Headline sits a little tight to the kicker here.',
    annotation: { shape: { type: 'point', x: 0.3, y: 0.24 } },
    guestName: 'Pat from Client Co',
    reply: 'Good catch, adding 12 px of space.',
  });
  await comment('spring-sale', 1, {
    content: 'CTA could be bigger for mobile feeds.',
    annotation: { shape: { type: 'rect', x: 0.06, y: 0.78, width: 0.44, height: 0.14 } },
  });
  await comment('spring-video', 1, {
    content: 'Hold this frame half a second longer so the offer reads.',
    annotation: {
      time: 2.4,
      frame: 72,
      fps: 30,
      shape: { type: 'rect', x: 0.08, y: 0.26, width: 0.84, height: 0.22 },
    },
  });
  await comment('spring-video', 1, {
    content: 'Hook lands. Ship it once the end card matches the static.',
    annotation: { time: 0.5, frame: 15, fps: 30 },
    guestName: 'Pat from Client Co',
  });
  await comment('spring-video', 0, {
    content: 'First second is too slow; open on the product.',
    annotation: { time: 0.2, frame: 6, fps: 30 },
    resolved: true,
    reply: 'New hook in v2.',
  });
}
