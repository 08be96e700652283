import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../platform/context.ts';
import {
  seedDriveDemo,
  type DriveDemoComment,
  type DriveDemoFile,
  type DriveDemoFolder,
} from '../modules/drive/index.ts';
import { createCustomField, createTags } from '../modules/settings/index.ts';
import { createShareLink, hasShareLinkDescribed } from '../modules/sharing/index.ts';
import { listWorkspaceRows } from '../modules/tenancy/index.ts';
import { renderSlideVideo, renderStatic, type SlideDesign } from './demo-media.ts';

/** The demo's Creative Hub lives in this workspace. */
export const DEMO_DRIVE_WORKSPACE = 'Brand team';
/** The share link made last: while it is missing, the demo's Creative Hub is not finished. */
const DONE_MARKER = 'Client review: spring launch finals';
/** The root folders in order, the spring launch's holding three of its own. */
const DEMO_FOLDERS = [
  { name: 'Spring launch 2027', children: ['Statics', 'Videos', 'Final cuts'] },
  { name: 'UGC creators' },
  { name: 'Brand assets' },
] as const satisfies readonly DriveDemoFolder[];
type FolderName = (typeof DEMO_FOLDERS)[number]['name'] | (typeof DEMO_FOLDERS)[0]['children'][number];

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
  folder: FolderName;
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

/** Review comments as a team and its client leave them: pinned, drawn, on a video frame, some resolved. */
const DEMO_REVIEW: DriveDemoComment[] = [
  {
    file: 'spring-sale',
    version: 0,
    content: 'Offer gets lost at this size. Can we lead with the discount?',
    annotation: { shape: { type: 'rect', x: 0.06, y: 0.5, width: 0.6, height: 0.1 } },
    resolved: true,
    reply: 'Moved it up in v2 and went to 40%.',
  },
  {
    file: 'spring-sale',
    version: 1,
    content: 'Love the teal. Headline sits a little tight to the kicker here.',
    annotation: { shape: { type: 'point', x: 0.3, y: 0.24 } },
    guestName: 'Pat from Client Co',
    reply: 'Good catch, adding 12 px of space.',
  },
  {
    file: 'spring-sale',
    version: 1,
    content: 'CTA could be bigger for mobile feeds.',
    annotation: { shape: { type: 'rect', x: 0.06, y: 0.78, width: 0.44, height: 0.14 } },
  },
  {
    file: 'spring-video',
    version: 1,
    content: 'Hold this frame half a second longer so the offer reads.',
    annotation: {
      time: 2.4,
      frame: 72,
      fps: 30,
      shape: { type: 'rect', x: 0.08, y: 0.26, width: 0.84, height: 0.22 },
    },
  },
  {
    file: 'spring-video',
    version: 1,
    content: 'Hook lands. Ship it once the end card matches the static.',
    annotation: { time: 0.5, frame: 15, fps: 30 },
    guestName: 'Pat from Client Co',
  },
  {
    file: 'spring-video',
    version: 0,
    content: 'First second is too slow; open on the product.',
    annotation: { time: 0.2, frame: 6, fps: 30 },
    resolved: true,
    reply: 'New hook in v2.',
  },
];

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

/** The file's versions rendered into `workDir`, oldest first, up to one that can't be made here. */
async function renderVersions(file: DemoFile, workDir: string): Promise<string[]> {
  const rendered: string[] = [];
  for (const [index, version] of file.versions.entries()) {
    const staged = await renderVersion(version, { file, index, workDir });
    if (!staged) break;
    rendered.push(staged);
  }
  return rendered;
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
  if (await hasShareLinkDescribed(db, { workspaceId: workspace.id, description: DONE_MARKER })) {
    return { created: false };
  }

  const tenant = { orgId: input.orgId, workspaceId: workspace.id };
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
  let folderIds: Map<string, string>;
  try {
    const files: DriveDemoFile[] = [];
    for (const file of DEMO_FILES) {
      const option = channel?.options[file.key.includes('video') || file.key.includes('reel') ? 1 : 0];
      files.push({
        key: file.key,
        folder: file.folder,
        name: file.name,
        versionPaths: await renderVersions(file, workDir),
        tagIds: file.tags.map((name) => tagIds.get(name)).filter((id): id is string => id !== undefined),
        description: file.description ?? null,
        customFields: channel && option ? { [channel._id]: option._id } : null,
      });
    }
    folderIds = await seedDriveDemo(context, {
      ...tenant,
      userId: input.userId,
      folders: DEMO_FOLDERS,
      files,
      comments: DEMO_REVIEW,
      followedFolder: 'Spring launch 2027',
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  await createShareLink(db, {
    target: { assetType: 'folder', id: folderIds.get('Final cuts')!, ...tenant },
    assetType: 'folder',
    creatorUserId: input.userId,
    description: DONE_MARKER,
    options: { downloadable: true, canComment: true, accessFileVersions: false },
    timezone: undefined,
  });
  return { created: true };
}
