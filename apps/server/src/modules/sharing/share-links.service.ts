import {
  isSharedDiscoverAssetType,
  SHARE_LINK_MESSAGES,
  type ShareLink,
  type ShareLinkAssetType,
  type ShareLinkOptionsInput,
  type SharedDiscoverAssetType,
} from '@hookline/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { MemberCaller } from '../../platform/http/access/caller.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { peopleByIds, personById } from '../users/index.ts';
import { toShareLinkDto } from './share-link-dto.ts';
import { resolveShareSettings } from './share-link-options.ts';
import { shareLinkResource, type ShareTarget } from './share-link-resources.ts';
import { endVisitorsOf } from './share-visitors.service.ts';
import { assertDiscoverItem, discoverShareSource } from './shared-discover.ts';
import { viewCountsOf } from './share-views.service.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

/** What a link is made for: the kind of asset and its id, in the workspace it belongs to. */
interface SharedAsset {
  assetType: ShareLinkAssetType;
  assetId: string;
  orgId: string;
  workspaceId: string;
}

/**
 * A folder, file or tracker the caller names, checked against what the id turned out to be: a board is named
 * as a folder (`folderId`) when a link is created, and as itself (`board`) when its links are listed.
 */
function sharedFolderAsset(
  target: ShareTarget,
  named: 'folder' | 'file' | 'board' | 'detective',
): SharedAsset {
  if (target.assetType === 'workspace') throw badRequest(SHARE_LINK_MESSAGES.workspaceRoot);
  const assetType = named === 'folder' && target.assetType === 'board' ? 'board' : named;
  // A file's id sent as a folder's (or the reverse, or a folder's as a board's) names nothing.
  if (target.assetType !== assetType) throw notFound();
  return { assetType, assetId: target.id, orgId: target.orgId, workspaceId: target.workspaceId };
}

/** A Discover ad or brand, shared from the workspace the declared access found; the library must hold it. */
async function sharedDiscoverAsset(
  db: Executor,
  input: {
    target: ShareTarget;
    access: WorkspaceAccess;
    assetType: SharedDiscoverAssetType;
    assetId: string;
  },
): Promise<SharedAsset> {
  const { assetType, assetId } = input;
  const source = discoverShareSource(input.target, { access: input.access, assetType });
  await assertDiscoverItem(db, { assetType, id: assetId });
  return { assetType, assetId, orgId: source.orgId, workspaceId: source.workspaceId };
}

interface NewLinkSettings {
  creatorUserId: string;
  description: string | undefined;
  options: ShareLinkOptionsInput;
  timezone: string | undefined;
}

/** Stores a new link; its options start from the defaults (open, view only). */
async function insertShareLink(
  db: Executor,
  asset: SharedAsset,
  input: NewLinkSettings,
): Promise<{ shareLinkId: string }> {
  const settings = await resolveShareSettings({
    assetType: asset.assetType,
    requested: input.options,
    timezone: input.timezone,
  });
  const [link] = await db
    .insert(shareLinks)
    .values({
      orgId: asset.orgId,
      workspaceId: asset.workspaceId,
      assetType: asset.assetType,
      assetId: asset.assetId,
      description: input.description || null,
      options: settings.options,
      expireAt: settings.expireAt,
      passwordHash: settings.passwordHash,
      createdByUserId: input.creatorUserId,
    })
    .returning({ id: shareLinks.id });
  if (!link) throw new Error('insert into share_links returned nothing');
  return { shareLinkId: link.id };
}

/** Creates a link to a folder or a file, or to an Inspiration board (named as a folder). */
export async function createShareLink(
  db: Executor,
  input: NewLinkSettings & { target: ShareTarget; assetType: 'folder' | 'file' | 'board' },
): Promise<{ shareLinkId: string }> {
  return insertShareLink(db, sharedFolderAsset(input.target, input.assetType), input);
}

/**
 * Creates a link to a Discover ad or brand, shared from a workspace: a member whose grant there includes
 * Inspiration may share any ad or brand of the library.
 */
export async function createDiscoverShareLink(
  db: Executor,
  input: NewLinkSettings & {
    target: ShareTarget;
    access: WorkspaceAccess;
    assetType: SharedDiscoverAssetType;
    assetId: string;
  },
): Promise<{ shareLinkId: string }> {
  return insertShareLink(db, await sharedDiscoverAsset(db, input), input);
}

/**
 * Creates a link to a tracked brand's dashboard, named by its tracker, while the organisation may use
 * Detective (its trial or plan may have closed it, as for Detective's own calls).
 */
export async function createDetectiveShareLink(
  context: Pick<AppContext, 'database' | 'moduleAccess'>,
  input: NewLinkSettings & { target: ShareTarget },
): Promise<{ shareLinkId: string }> {
  const { db } = context.database;
  const asset = sharedFolderAsset(input.target, 'detective');
  await context.moduleAccess.assertOpen(db, asset.orgId, 'detective');
  return insertShareLink(db, asset, input);
}

/**
 * Changes a link's options (and description). Setting, changing or removing the password ends the tokens
 * already handed out, so whoever opened the link before must give the new password.
 */
export async function updateShareLink(
  db: Executor,
  input: {
    link: ShareLinkRow;
    options: ShareLinkOptionsInput;
    description: string | null | undefined;
    timezone: string | undefined;
  },
): Promise<ShareLinkRow> {
  const settings = await resolveShareSettings({
    assetType: input.link.assetType,
    requested: input.options,
    current: input.link,
    timezone: input.timezone,
  });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(shareLinks)
      .set({
        options: settings.options,
        expireAt: settings.expireAt,
        passwordHash: settings.passwordHash,
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(shareLinks.id, input.link.id), eq(shareLinks.workspaceId, input.link.workspaceId)))
      .returning();
    if (!updated) throw notFound();
    if (settings.passwordChanged) await endVisitorsOf(tx, updated.id);
    return updated;
  });
}

const displayName = (user: { firstName: string; lastName: string } | undefined): string => {
  if (!user) return 'Unknown';
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'Unknown';
};

/**
 * The links to one folder, file, board or tracked brand, or the workspace's links to a Discover ad or brand,
 * newest first, each with its creator, view count and allowed actions.
 */
export async function listShareLinks(
  db: Executor,
  input: {
    target: ShareTarget;
    assetType: ShareLinkAssetType;
    assetId: string;
    access: WorkspaceAccess;
    caller: MemberCaller;
  },
): Promise<{ links: ShareLink[] }> {
  const { assetType } = input;
  let asset: SharedAsset;
  if (isSharedDiscoverAssetType(assetType)) {
    asset = await sharedDiscoverAsset(db, { ...input, assetType });
  } else {
    // A folder's id listed as a file's (or the workspace's root as a folder, or a board as a folder) names
    // nothing.
    if (input.target.assetType !== assetType) throw notFound();
    asset = sharedFolderAsset(input.target, assetType);
  }
  const links = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.workspaceId, asset.workspaceId),
        eq(shareLinks.assetType, asset.assetType),
        eq(shareLinks.assetId, asset.assetId),
      ),
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  const [creators, views] = await Promise.all([
    peopleByIds(
      db,
      links.flatMap((link) => (link.createdByUserId === null ? [] : [link.createdByUserId])),
    ),
    viewCountsOf(
      db,
      links.map((link) => link.id),
    ),
  ]);
  return {
    links: links.map((link) =>
      toShareLinkDto(link, {
        creatorName: displayName(
          link.createdByUserId === null ? undefined : creators.get(link.createdByUserId),
        ),
        viewCount: views.get(link.id) ?? 0,
        allowedActions: shareLinkResource
          .allowedActions({ row: link, access: input.access }, input.caller)
          .filter((action) => action === 'shareLink.update'),
      }),
    ),
  };
}

/** One link as the dialog shows it after a change. */
export async function shareLinkDto(
  db: Executor,
  input: { link: ShareLinkRow; access: WorkspaceAccess; caller: MemberCaller },
): Promise<ShareLink> {
  const creator = input.link.createdByUserId ? await personById(db, input.link.createdByUserId) : undefined;
  const views = await viewCountsOf(db, [input.link.id]);
  return toShareLinkDto(input.link, {
    creatorName: displayName(creator),
    viewCount: views.get(input.link.id) ?? 0,
    allowedActions: shareLinkResource
      .allowedActions({ row: input.link, access: input.access }, input.caller)
      .filter((action) => action === 'shareLink.update'),
  });
}
