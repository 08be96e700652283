/*
 * The user-tag pattern of a comment (spec section 3: "Mentions use a user-tag pattern"): `@[Jane Doe](<userId>)`.
 * The web app writes it when a member is picked from the mention list, and shows it as "@Jane Doe"; the
 * server reads the ids back to tell the mentioned members. The name is only what the writer saw: the id counts.
 */

/** The id part: a UUID, as user ids are. */
const USER_ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** At most this many characters of a name: longer text between brackets is not a mention. */
const MENTION_NAME_MAX = 100;

const mentionPattern = () =>
  new RegExp(`@\\[([^\\[\\]\\n]{1,${MENTION_NAME_MAX}})\\]\\((${USER_ID})\\)`, 'g');

export interface CommentMention {
  /** Lower-case, as user ids are stored. */
  userId: string;
  name: string;
}

/** The members a comment tags, each once, in the order they first appear. */
export function parseMentions(content: string): CommentMention[] {
  const seen = new Set<string>();
  const mentions: CommentMention[] = [];
  for (const match of content.matchAll(mentionPattern())) {
    const [, name = '', id = ''] = match;
    const userId = id.toLowerCase();
    if (seen.has(userId)) continue;
    seen.add(userId);
    mentions.push({ userId, name: name.trim() });
  }
  return mentions;
}

/** The tag of one member, as the comment box inserts it; brackets and line breaks in the name are dropped. */
export function formatMention(mention: { userId: string; name: string }): string {
  const name =
    mention.name
      .replace(/[[\]\n\r]/g, '')
      .trim()
      .slice(0, MENTION_NAME_MAX) || 'Unknown';
  return `@[${name}](${mention.userId})`;
}

/** The comment as a person reads it: each tag shown as `@Name`. */
export function mentionsAsText(content: string): string {
  return content.replace(mentionPattern(), (_match, name: string) => `@${name.trim()}`);
}
