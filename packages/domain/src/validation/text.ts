/** Line and paragraph separators and unusual spaces that inputs turn into a plain space (spec section 5). */
const UNUSUAL_SPACES = /[\u2028\u2029\u00A0\u1680\u180E\u2000-\u200B\u202F\u205F\u3000\uFEFF]/g;

export function normaliseText(value: string): string {
  return value.replace(UNUSUAL_SPACES, ' ');
}

/** Tabs and line breaks: a plain space in one-line text, kept (CR LF as LF) in multi-line text. */
const LINE_BREAKS_AND_TABS = /\r\n|[\t\n\v\f\r]/g;
const CARRIAGE_RETURNS = /\r\n?/g;
/** C0 controls (NUL included) but tab and LF, DEL, and C1 controls: never meant as text. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/**
 * A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (written
 * without a lookbehind, which older Safari cannot parse).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the value is not valid Unicode: PostgreSQL's jsonb and every UTF-8 encoder refuse it. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Removes control characters; tabs and line breaks become a space unless the text is multi-line. */
export function removeControlCharacters(value: string, options: { multiline?: boolean } = {}): string {
  const lines = options.multiline
    ? value.replace(CARRIAGE_RETURNS, '\n')
    : value.replace(LINE_BREAKS_AND_TABS, ' ');
  return lines.replace(CONTROL_CHARACTERS, '');
}

/**
 * The text rule of spec section 5 and DESIGN.md ("Text and uploads"), minus the trim: control
 * characters removed, separators and unusual spaces turned into a plain space.
 */
export function cleanText(value: string, options: { multiline?: boolean } = {}): string {
  return normaliseText(removeControlCharacters(value, options));
}

/** Name-like values: letters (any alphabet) and spaces only. */
const NAME_PATTERN = /^[\p{L} ]+$/u;

export function isNameLike(value: string): boolean {
  return NAME_PATTERN.test(value);
}

export const TEXT_AREA_MAX = 250;
