/** Line and paragraph separators and unusual spaces that inputs turn into a plain space (spec section 5). */
const UNUSUAL_SPACES = /[\u2028\u2029\u00A0\u1680\u180E\u2000-\u200B\u202F\u205F\u3000\uFEFF]/g;

export function normaliseText(value: string): string {
  return value.replace(UNUSUAL_SPACES, ' ');
}

/** Name-like values: letters (any alphabet) and spaces only. */
const NAME_PATTERN = /^[\p{L} ]+$/u;

export function isNameLike(value: string): boolean {
  return NAME_PATTERN.test(value);
}

export const TEXT_AREA_MAX = 250;
