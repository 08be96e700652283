/** The most words of a search that count; a longer search narrows nothing more. */
const MAX_TERMS = 20;

/** A term worth searching for holds a letter or a digit; punctuation alone finds nothing. */
const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * The PostgreSQL `to_tsquery` text of what someone typed: every whitespace-separated term, quoted, so
 * that nothing in it is read as an operator, and matched as the start of a word (`:*`), all of them
 * required. Each term stays one quoted phrase, so `summer-sal` finds "Summer-Sale" and `hero_v2.pn` finds
 * "hero_v2.png", which the text parser keeps as one word. Undefined when nothing is left to search for.
 */
export function prefixTsQuery(search: string): string | undefined {
  const terms = search
    .split(/\s+/u)
    .filter((term) => MEANINGFUL.test(term))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  // Inside a quoted tsquery value a quote is doubled and a backslash escapes the next character.
  const quoted = terms.map((term) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`);
  return quoted.join(' & ');
}
