import type { Executor } from '../../platform/db/database.ts';
import { peopleByIds, personById } from '../users/index.ts';

/** Who writes: a member (by user id), or a share link's viewer, who gives a name. */
export type CommentAuthor = { kind: 'member'; userId: string } | { kind: 'viewer'; name: string };

/** The columns a comment or a reply keeps of its author. */
export const authorColumns = (author: CommentAuthor) =>
  author.kind === 'member'
    ? { createdByUserId: author.userId, authorName: null }
    : { createdByUserId: null, authorName: author.name };

/** Spec section 6: a viewer's comment without a name is 'Anonymous User'; a removed account is 'Unknown'. */
export const ANONYMOUS_AUTHOR = 'Anonymous User';
export const UNKNOWN_AUTHOR = 'Unknown';

export interface Author {
  name: string;
  imageUrl: string | null;
}

/**
 * A comment's author. A member's comment keeps their user id and no name (so it shows their name as it is
 * now); a link viewer's keeps the name they gave and no user id. A comment with neither was a member's whose
 * account has since been deleted.
 */
export function authorOf(
  row: { createdByUserId: string | null; authorName: string | null },
  authors: ReadonlyMap<string, Author>,
): Author {
  if (row.createdByUserId !== null) {
    return authors.get(row.createdByUserId) ?? { name: UNKNOWN_AUTHOR, imageUrl: null };
  }
  if (row.authorName === null) return { name: UNKNOWN_AUTHOR, imageUrl: null };
  return { name: row.authorName.trim() || ANONYMOUS_AUTHOR, imageUrl: null };
}

/** The names and pictures of the members among `userIds`, as they are now. */
export async function authorsOf(
  db: Executor,
  userIds: readonly (string | null)[],
): Promise<Map<string, Author>> {
  const people = await peopleByIds(
    db,
    userIds.filter((id): id is string => id !== null),
  );
  return new Map(
    [...people.values()].map((person) => [
      person.id,
      {
        name: `${person.firstName} ${person.lastName}`.trim() || UNKNOWN_AUTHOR,
        imageUrl: person.imageUrl,
      },
    ]),
  );
}

/** The name a notification of a new comment gives its author: a member's name now, or the name a viewer gave. */
export async function commentAuthorName(
  db: Executor,
  author: { authorUserId: string | null; authorName: string },
): Promise<string> {
  if (author.authorUserId === null) return author.authorName.trim() || ANONYMOUS_AUTHOR;
  const user = await personById(db, author.authorUserId);
  return (user && `${user.firstName} ${user.lastName}`.trim()) || UNKNOWN_AUTHOR;
}
