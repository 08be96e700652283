import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { shareLinkVisitors, type ShareLinkVisitorRow } from './tables.ts';

/** A token is looked up by its SHA-256: the database never holds one that works. */
export const shareTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * What a browser's key is kept as on one link: a hash of both, so the same browser is not recognisable
 * from one link (or organisation) to the next.
 */
const browserKeyHash = (linkId: string, browserKey: string): string =>
  createHash('sha256').update(`${linkId}:${browserKey}`).digest('hex');

/**
 * Records the token a viewer was just handed, with the name they gave and their browser's key (when it sent
 * one), and prunes the link's visitors whose tokens have expired (nothing else reads them: their views keep
 * the viewer's name).
 */
export async function registerVisitor(
  db: Executor,
  input: {
    linkId: string;
    token: string;
    viewerName: string | null;
    browserKey: string | undefined;
    expiresAt: Date;
  },
): Promise<ShareLinkVisitorRow> {
  const now = new Date();
  await db
    .delete(shareLinkVisitors)
    .where(and(eq(shareLinkVisitors.linkId, input.linkId), lt(shareLinkVisitors.expiresAt, now)));
  const [visitor] = await db
    .insert(shareLinkVisitors)
    .values({
      linkId: input.linkId,
      tokenHash: shareTokenHash(input.token),
      viewerName: input.viewerName,
      browserKeyHash: input.browserKey ? browserKeyHash(input.linkId, input.browserKey) : null,
      expiresAt: input.expiresAt,
    })
    .returning();
  if (!visitor) throw new Error('insert into share_link_visitors returned nothing');
  return visitor;
}

/** Ends every token of a link at once (its password was set, changed or removed). */
export async function endVisitorsOf(db: Executor, linkId: string): Promise<void> {
  await db.delete(shareLinkVisitors).where(eq(shareLinkVisitors.linkId, linkId));
}

/**
 * The visitor of link `linkId` that a token stands for (or that has id `visitorId`: media URLs carry it),
 * while their access lasts; undefined once it was ended or expired.
 */
export async function liveVisitor(
  db: Executor,
  input: { linkId: string } & ({ token: string } | { visitorId: string }),
): Promise<ShareLinkVisitorRow | undefined> {
  const which =
    'token' in input
      ? eq(shareLinkVisitors.tokenHash, shareTokenHash(input.token))
      : eq(shareLinkVisitors.id, input.visitorId);
  const [visitor] = await db
    .select()
    .from(shareLinkVisitors)
    .where(
      and(which, eq(shareLinkVisitors.linkId, input.linkId), gt(shareLinkVisitors.expiresAt, new Date())),
    )
    .limit(1);
  return visitor;
}
