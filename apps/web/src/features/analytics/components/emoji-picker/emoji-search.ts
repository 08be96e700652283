import { ALL_EMOJI, type EmojiEntry } from './emoji-catalogue.ts';

const wordsOf = (entry: EmojiEntry): string[] => [
  ...entry.name.toLowerCase().split(/[\s-]+/),
  ...entry.keywords.map((keyword) => keyword.toLowerCase()),
];

/**
 * The emoji whose name or keywords start with every word typed ("chart up" finds 📈), those whose name
 * starts with the query first; the emoji itself also finds itself. An empty query finds nothing.
 */
export function searchEmoji(query: string, catalogue: readonly EmojiEntry[] = ALL_EMOJI): EmojiEntry[] {
  const typed = query.trim().toLowerCase();
  if (typed === '') return [];
  const tokens = typed.split(/\s+/);
  const found = catalogue.filter((entry) => {
    if (entry.emoji === typed) return true;
    const words = wordsOf(entry);
    return tokens.every((token) => words.some((word) => word.startsWith(token)));
  });
  const rank = (entry: EmojiEntry) => (entry.name.toLowerCase().startsWith(typed) ? 0 : 1);
  return found
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}
