/** The most words of a search that count; a longer search narrows nothing more. */
const MAX_TERMS = 20;

/** A term worth searching for holds a letter or a digit; punctuation alone finds nothing. */
const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * Which typed words also match the start of a longer word (`:*`): every one (file names, where any part may
 * be cut short), or only the last, which is still being typed (ad copy, where the words before it are whole).
 */
export type TsQueryPrefix = 'every' | 'last';

/**
 * The PostgreSQL `to_tsquery` text of what someone typed: every whitespace-separated term required, each
 * quoted so that nothing in it is read as an operator. A quoted term stays one phrase, so `summer-sal` finds
 * "Summer-Sale" and `hero_v2.pn` finds "hero_v2.png", which the text parser keeps as one word. Undefined
 * when nothing is left to search for.
 */
export function tsQueryOf(search: string, prefix: TsQueryPrefix): string | undefined {
  const terms = search
    .split(/\s+/u)
    .filter((term) => MEANINGFUL.test(term))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  // Inside a quoted tsquery value a quote is doubled and a backslash escapes the next character.
  const quoted = terms.map((term) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
  return quoted
    .map((term, index) => (prefix === 'every' || index === quoted.length - 1 ? `${term}:*` : term))
    .join(' & ');
}
