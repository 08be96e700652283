/** The sentence the offline tests speak, and the words of it a transcript must hold. */
export const SPOKEN_SENTENCE = 'Our summer sale starts today with free shipping on every order';
export const KEY_WORDS = ['summer', 'sale', 'today', 'free', 'shipping', 'order'] as const;

/**
 * How many of the key words the transcript holds. pocketsphinx hears espeak-ng's voice well but not
 * perfectly ("on every are to" for "on every order"), so tests ask for most of them, not all.
 */
export function keyWordsHeard(text: string): string[] {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/));
  return KEY_WORDS.filter((word) => words.has(word));
}

export const KEY_WORDS_REQUIRED = 4;
