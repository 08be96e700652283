/*
 * The small pieces of English the hook writers need: "a" or "an", a sentence's capital and full stop, one
 * space between words, and whether two hooks say nearly the same thing.
 */

/** Words spelled with a vowel but said with a consonant, and the reverse. */
const CONSONANT_SOUND =
  /^(uni(?!nt|mp|nd|nf|ns|nh|nl|ns)|use|usu|uti|ur[aeiou]|eu|ewe|one\b|once|u[bkrstv][aeiou])/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;
/** Letters said with a leading vowel sound when read one by one (an FAQ, an SUV, an MBA). */
const VOWEL_LETTERS = 'AEFHILMNORSX';

/** "an" before a vowel sound, "a" otherwise: an hour, a user, an 8-hour day, an SUV. */
export function articleFor(word: string): 'a' | 'an' {
  const digits = /^(\d+)/.exec(word);
  if (digits) {
    const number = digits[1]!;
    const spoken = number.length % 3 === 2 && number.startsWith('1') ? number.slice(0, 2) : number[0];
    return spoken === '8' || spoken === '11' || spoken === '18' ? 'an' : 'a';
  }
  if (/^[A-Z]{2,}\b/.test(word)) return VOWEL_LETTERS.includes(word[0]!) ? 'an' : 'a';
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Puts the right article before every word that follows a stand-alone "a" or "an". */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa])n? (?=([\w'’-]+))/g, (_match, first: string, word: string) => {
    const article = articleFor(word);
    return `${first === 'A' ? article[0]!.toUpperCase() + article.slice(1) : article} `;
  });
}

/** The first letter in capitals, the rest untouched (names keep their case). */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A fragment read from the product, made fit for the middle of a sentence: lower case unless a name or an acronym. */
export function midSentence(fragment: string): string {
  const first = fragment.split(' ')[0] ?? '';
  if (/^[A-Z][A-Z0-9]/.test(first) || /[a-z][A-Z]/.test(first)) return fragment;
  return fragment.charAt(0).toLowerCase() + fragment.slice(1);
}

/** One space between words, none before punctuation, a capital first and a mark at the end. */
export function polish(text: string, end: '.' | '?' | '!' = '.'): string {
  let result = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:?!])/g, '$1')
    .replace(/([,;:])(?=[A-Za-z])/g, '$1 ')
    .replace(/\.{2,}/g, '.')
    .trim();
  result = fixArticles(capitalise(result));
  // A new sentence starts with a capital; "3 a.m. for years" goes on.
  result = result.replace(
    /(?<!\b[ap]\.m)([.?!]) ([a-z])/g,
    (_m, mark: string, letter: string) => `${mark} ${letter.toUpperCase()}`,
  );
  if (!/[.?!]$/.test(result)) result += end;
  // "3 a.m.." and "?." are both one mark too many.
  return result.replace(/(?<!\b[ap]\.m)\.([.?!])$/, '$1').replace(/([?!])\.$/, '$1');
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'and',
  'or',
  'you',
  'your',
  'it',
  'is',
  'this',
  'that',
  'in',
  'for',
  'with',
]);

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
      .split(/\s+/)
      .filter((word) => word !== '' && !STOP_WORDS.has(word)),
  );
}

/** Whether two hooks say nearly the same thing: most of their words in common, or the same opening. */
export function nearDuplicate(first: string, second: string): boolean {
  const a = contentWords(first);
  const b = contentWords(second);
  const shared = [...a].filter((word) => b.has(word)).length;
  const union = new Set([...a, ...b]).size;
  if (union > 0 && shared / union >= 0.6) return true;
  const opening = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 4).join(' ');
  return opening(first) === opening(second);
}
