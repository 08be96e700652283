import { formatMention, mentionsAsText, parseMentions, type CommentMention } from '@hookline/domain';

/*
 * The comment box shows a mention as `@Jane Doe`; what is sent is the server's user tag,
 * `@[Jane Doe](<userId>)` (packages/domain, comment-mentions.ts). These convert between the two.
 */

/** A comment's text as the box shows it, and the members it tags. */
export function toEditable(content: string): { text: string; mentions: CommentMention[] } {
  return { text: mentionsAsText(content), mentions: parseMentions(content) };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with each `@Name` of a picked member turned into their tag. Longer names go first, so that
 * `@Jane Doe` is not read as `@Jane` followed by " Doe"; a name must end at a word boundary.
 */
export function toContent(text: string, mentions: readonly CommentMention[]): string {
  const byName = new Map<string, string>();
  for (const mention of mentions) if (mention.name.trim()) byName.set(mention.name.trim(), mention.userId);
  if (byName.size === 0) return text;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`@(${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return text.replace(pattern, (_match, name: string) =>
    formatMention({ userId: byName.get(name) ?? '', name }),
  );
}

/** The mention being typed just before the caret: where its `@` is and what follows it. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}._'-]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The text with the typed `@query` at `start` replaced by `@Name ` (and where the caret goes after it). */
export function insertMention(
  text: string,
  at: { start: number; end: number },
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return {
    text: `${text.slice(0, at.start)}${inserted}${text.slice(at.end)}`,
    caret: at.start + inserted.length,
  };
}

export type CommentSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; name: string; userId: string };

/** A comment cut into plain text and mentions, for showing the mentions highlighted. */
export function commentSegments(content: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  const pattern =
    /@\[([^[\]\n]{1,100})\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)/g;
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: content.slice(last, index) });
    segments.push({ kind: 'mention', name: (match[1] ?? '').trim(), userId: (match[2] ?? '').toLowerCase() });
    last = index + match[0].length;
  }
  if (last < content.length) segments.push({ kind: 'text', text: content.slice(last) });
  return segments;
}
