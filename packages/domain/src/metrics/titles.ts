const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'of', 'on', 'per', 'to', 'the']);

/** "add to cart" -> "Add to Cart". */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(' ');
}

/** "add to cart" -> "an add to cart"; used inside templated descriptions. */
export function withArticle(text: string): string {
  return /^[aeiou]/i.test(text) ? `an ${text}` : `a ${text}`;
}

/** "Web Purchases" -> "Web Purchase", "App Launches" -> "App Launch"; leaves singular phrases alone. */
export function singularise(text: string): string {
  if (/(ch|sh|ss|x)es$/.test(text)) return text.slice(0, -2);
  if (/[^s]s$/.test(text) && !/(ss|us|is)$/.test(text)) return text.slice(0, -1);
  return text;
}

/** "Complete Payment (Website)" + "Rate" -> "Complete Payment Rate (Website)". */
export function appendToTitle(title: string, word: string): string {
  const match = /^(.*) (\([^)]*\))$/.exec(title);
  return match ? `${match[1]} ${word} ${match[2]}` : `${title} ${word}`;
}
