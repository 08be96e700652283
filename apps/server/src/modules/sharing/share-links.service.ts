import { SHARE_LINK_MESSAGES, type ShareLink, type ShareLinkOptionsInput } from '@hookline/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { MemberCaller } from '../../platform/http/access/caller.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { users } from '../users/index.ts';
import { toShareLinkDto } from './share-link-dto.ts';
import { resolveShareSettings } from './share-link-options.ts';
import { shareLinkResource, type ShareTarget } from './share-link-resources.ts';
import { endVisitorsOf } from './share-visitors.service.ts';
import { viewCountsOf } from './share-views.service.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

/** A folder or file the caller names, checked against what the id turned out to be. */
function sharedAsset(
  target: ShareTarget,
  named: 'folder' | 'file',
): ShareTarget & { assetType: 'folder' | 'file' } {
  if (target.assetType === 'workspace') throw badRequest(SHARE_LINK_MESSAGES.workspaceRoot);
  // A file's id sent as a folder's (or the reverse) names nothing.
  if (target.assetType !== named) throw notFound();
  return { ...target, assetType: target.assetType };
}

/** Creates a link to a folder or a file; its options start from the defaults (open, view only). */
export async function createShareLink(
  db: Executor,
  input: {
    target: ShareTarget;
    assetType: 'folder' | 'file';
    creatorUserId: string;
    description: string | undefined;
    options: ShareLinkOptionsInput;
    timezone: string | undefined;
  },
): Promise<{ shareLinkId: string }> {
  const asset = sharedAsset(input.target, input.assetType);
  const settings = await resolveShareSettings({ requested: input.options, timezone: input.timezone });
  const [link] = await db
    .insert(shareLinks)
    .values({
      orgId: asset.orgId,
      workspaceId: asset.workspaceId,
      assetType: asset.assetType,
      assetId: asset.id,
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

const displayName = (user: { firstName: string | null; lastName: string | null } | null): string => {
  if (!user) return 'Unknown';
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'Unknown';
};

/** The links to one folder or file, newest first, each with its creator, view count and allowed actions. */
export async function listShareLinks(
  db: Executor,
  input: { target: ShareTarget; assetType: 'folder' | 'file'; access: WorkspaceAccess; caller: MemberCaller },
): Promise<{ links: ShareLink[] }> {
  if (input.target.assetType !== input.assetType) throw notFound();
  const rows = await db
    .select({ link: shareLinks, firstName: users.firstName, lastName: users.lastName, userId: users.id })
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdByUserId))
    .where(
      and(
        eq(shareLinks.workspaceId, input.target.workspaceId),
        eq(shareLinks.assetType, input.assetType),
        eq(shareLinks.assetId, input.target.id),
      ),
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  const views = await viewCountsOf(
    db,
    rows.map((row) => row.link.id),
  );
  return {
    links: rows.map(({ link, userId, firstName, lastName }) =>
      toShareLinkDto(link, {
        creatorName: displayName(userId === null ? null : { firstName, lastName }),
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
  const [creator] = input.link.createdByUserId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, input.link.createdByUserId))
    : [];
  const views = await viewCountsOf(db, [input.link.id]);
  return toShareLinkDto(input.link, {
    creatorName: displayName(creator ?? null),
    viewCount: views.get(input.link.id) ?? 0,
    allowedActions: shareLinkResource
      .allowedActions({ row: input.link, access: input.access }, input.caller)
      .filter((action) => action === 'shareLink.update'),
  });
}
