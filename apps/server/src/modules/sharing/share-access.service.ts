import {
  isSharedDiscoverAssetType,
  SHARE_LINK_MESSAGES,
  type PublicShareLink,
  type ShareAccess,
  type ShareLinkAssetType,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound, unauthorized } from '../../platform/http/app-error.ts';
import type { ShareTokens } from '../../platform/http/access/share-token.ts';
import { trackerInWorkspace } from '../detective/index.ts';
import { driveFileInShareScope, driveFolderInShareScope } from '../drive/index.ts';
import { boardInShareScope } from '../inspiration/index.ts';
import { shareLinkState, shareLinkStateMessage } from './share-link-options.ts';
import { assertMayGuess, clearWrongGuesses, recordWrongGuess } from '../auth/index.ts';
import { verifySharePassword } from './share-password.ts';
import { registerVisitor } from './share-visitors.service.ts';
import { assertDiscoverItem } from './shared-discover.ts';
import { viewerActionsOf, viewerOfLink } from './shared-asset-resources.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

/**
 * A link whose public page this area serves: to a Creative Hub folder or file, an Inspiration board, a
 * Discover ad or brand, or a tracked brand's dashboard.
 */
type OpenableLink = ShareLinkRow & { assetType: ShareLinkAssetType };

/**
 * A link by its id, whatever its state; not found when the id names none, or what it shares has been deleted
 * (a folder, a file, a board, an ad or a brand) or is no longer tracked (a dashboard).
 */
async function openableLink(db: Executor, linkId: string): Promise<OpenableLink> {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, linkId)).limit(1);
  if (!link) throw notFound();
  const { assetType } = link;
  if (isSharedDiscoverAssetType(assetType)) {
    await assertDiscoverItem(db, { assetType, id: link.assetId });
    return { ...link, assetType };
  }
  if (assetType === 'detective') {
    const tracker = await trackerInWorkspace(db, { id: link.assetId, workspaceId: link.workspaceId });
    if (!tracker) throw notFound();
    return { ...link, assetType };
  }
  if (assetType === 'board') {
    const board = await boardInShareScope(db, {
      scope: { kind: 'board', id: link.assetId },
      id: link.assetId,
    });
    if (!board) throw notFound();
    return { ...link, assetType };
  }
  if (assetType !== 'folder' && assetType !== 'file') throw notFound();
  const scope = { kind: assetType, id: link.assetId };
  const asset =
    assetType === 'file'
      ? await driveFileInShareScope(db, { scope, id: link.assetId })
      : await driveFolderInShareScope(db, { scope, id: link.assetId });
  if (!asset) throw notFound();
  return { ...link, assetType };
}

/** What the public page needs before anything is shown: whether to ask for a password, or say it's closed. */
export async function publicShareLink(db: Executor, linkId: string): Promise<PublicShareLink> {
  const link = await openableLink(db, linkId);
  const state = shareLinkState(link);
  return {
    _id: link.id,
    assetType: link.assetType,
    state,
    message: shareLinkStateMessage(state),
    passwordProtected: link.passwordHash !== null,
    expireAt: link.expireAt?.toISOString() ?? null,
  };
}

/** A link that does not open (turned off, expired) answers why, before any password is checked. */
function assertOpen(link: ShareLinkRow): void {
  const state = shareLinkState(link);
  if (state !== 'active') throw forbidden(shareLinkStateMessage(state) ?? undefined);
}

/**
 * Hands a viewer a token for the link, after its password when it has one: past 5 wrong passwords from one
 * address, that address waits 30 seconds, then twice as long after each further wrong one. The token reaches
 * only the link's folder, file, ad or brand, and expires after at most 12 hours and never after the link.
 */
export async function grantShareAccess(
  db: Executor,
  input: {
    linkId: string;
    password: string | undefined;
    viewerName: string | undefined;
    /** The viewer's browser's key (`X-Share-Visitor-Key`): its views are counted once, whatever its names. */
    browserKey: string | undefined;
    shareTokens: ShareTokens;
    /** The caller's address: wrong passwords are counted per link and address, as at sign-in. */
    address: string;
  },
): Promise<ShareAccess> {
  const link = await openableLink(db, input.linkId);
  assertOpen(link);
  if (link.passwordHash !== null) {
    if (!input.password) throw unauthorized(SHARE_LINK_MESSAGES.passwordRequired);
    const pair = { kind: 'share-link', subject: link.id, address: input.address } as const;
    await assertMayGuess(db, pair, 'passwords for this link from your address');
    if (!(await verifySharePassword(link.passwordHash, input.password))) {
      await recordWrongGuess(db, pair);
      throw unauthorized(SHARE_LINK_MESSAGES.wrongPassword);
    }
    await clearWrongGuesses(db, pair);
  }
  const { kind: _kind, ...viewer } = viewerOfLink(link);
  const accessToken = await input.shareTokens.issue(viewer, { expiresAt: link.expireAt ?? undefined });
  // The token's own expiry (12 hours, or the link's end if sooner), read back rather than worked out twice.
  const expiresAt = new Date((decodeJwt(accessToken).exp ?? 0) * 1000);
  const viewerName = input.viewerName || null;
  await registerVisitor(db, {
    linkId: link.id,
    token: accessToken,
    viewerName,
    browserKey: input.browserKey,
    expiresAt,
  });
  return {
    accessToken,
    expiresAt: expiresAt.toISOString(),
    assetType: link.assetType,
    assetId: link.assetId,
    description: link.description,
    viewerName,
    allowedActions: viewerActionsOf(link),
    accessFileVersions: link.options.accessFileVersions,
  };
}
