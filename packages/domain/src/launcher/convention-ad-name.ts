import { cleanText } from '../validation/text.ts';

/*
 * Ad names written by a naming convention of the report library: one value per property, in the convention's
 * order, joined by its separator. `splitAdName` (analytics/library.ts) reads them back, so a value never holds
 * the separator and is never blank: either would shift or lose the properties after it.
 */

export interface AdNamingConvention {
  separator: string;
  properties: readonly string[];
}

/** What stands in for the separator inside a value: the first of these the separator doesn't hold. */
const REPLACEMENTS = ['-', '_', '.', '+', ' '] as const;

/** The character written in place of the separator inside a value, or '' when it is only removed. */
export function separatorReplacement(separator: string): string {
  return REPLACEMENTS.find((candidate) => !separator.includes(candidate)) ?? '';
}

/**
 * One property's value as a name part: cleaned as the server cleans one-line text, trimmed, and with every
 * occurrence of the separator replaced. `replaced` says whether the separator was found.
 */
export function conventionPart(value: string, separator: string): { part: string; replaced: boolean } {
  const cleaned = cleanText(value).trim();
  if (separator === '' || !cleaned.includes(separator)) return { part: cleaned, replaced: false };
  const replacement = separatorReplacement(separator);
  let part = cleaned;
  // Removing (no replacement left) can join two halves into a new separator: repeat until none is left.
  while (part.includes(separator)) part = part.split(separator).join(replacement);
  return { part: part.trim(), replaced: true };
}

export interface ConventionAdName {
  name: string;
  /** Properties whose value held the separator, which was replaced. */
  replaced: string[];
  /** Properties without a value: their part is empty, which Analytics reads as no value. */
  missing: string[];
}

/**
 * A part followed by the separator must not hold the start of one: with `__`, `a_` then `__` reads as `a`
 * and `_…`. Its last character is replaced until the separator is found only where it is written.
 */
function endingClear(part: string, separator: string): { part: string; replaced: boolean } {
  const replacement = separatorReplacement(separator);
  let clear = part;
  while (clear !== '' && (clear + separator).indexOf(separator) < clear.length) {
    clear = (clear.slice(0, -1) + replacement).trimEnd();
  }
  return { part: clear, replaced: clear !== part };
}

/** The ad name the convention gives these values (by property name; a property without one is missing). */
export function conventionAdName(
  convention: AdNamingConvention,
  values: Readonly<Record<string, string | null | undefined>>,
): ConventionAdName {
  const { separator, properties } = convention;
  const replaced: string[] = [];
  const missing: string[] = [];
  const parts = properties.map((property, index) => {
    const inside = conventionPart(values[property] ?? '', separator);
    const last = index === properties.length - 1;
    const ending =
      last || separator === '' ? { ...inside, replaced: false } : endingClear(inside.part, separator);
    if (inside.replaced || ending.replaced) replaced.push(property);
    if (ending.part === '') missing.push(property);
    return ending.part;
  });
  return { name: parts.join(separator), replaced, missing };
}
