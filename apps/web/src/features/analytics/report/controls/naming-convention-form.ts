import { namingConventionFieldsSchema, splitAdName } from '@hookline/domain';
import type { z } from 'zod';

export type NamingConventionFields = z.infer<typeof namingConventionFieldsSchema>;

/** The usual separators, offered before a custom one. */
export const SEPARATOR_CHOICES = [
  { value: '_', label: 'Underscore _' },
  { value: '-', label: 'Dash -' },
  { value: '|', label: 'Pipe |' },
  { value: '/', label: 'Slash /' },
] as const;

/** How many sample ad names the preview shows. */
export const PREVIEW_SIZE = 8;

export interface ConventionErrors {
  name?: string;
  separator?: string;
  /** About the list as a whole: none named, too many, names repeated. */
  properties?: string;
  /** About one property, by its position. */
  property: Record<number, string>;
}

/** Checks the fields with the create call's schema; each issue goes to the field it is about. */
export function checkConvention(
  fields: NamingConventionFields,
): { data: NamingConventionFields; errors: null } | { data: null; errors: ConventionErrors } {
  const parsed = namingConventionFieldsSchema.safeParse(fields);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: ConventionErrors = { property: {} };
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'properties' && typeof index === 'number') {
      errors.property[index] ??= issue.message;
    } else if (field === 'name' || field === 'separator' || field === 'properties') {
      errors[field] ??= issue.message;
    }
  }
  return { data: null, errors };
}

export const partCount = (adName: string, separator: string): number =>
  separator === '' ? 1 : adName.split(separator).length;

export interface PreviewRow {
  adName: string;
  /** The part of each property, by position; null where the name has no such part. */
  parts: (string | null)[];
  /** The name has fewer parts than the convention has properties. */
  short: boolean;
}

/** The first sample names split by the convention, as the report would group them. */
export function previewRows(
  samples: readonly string[],
  separator: string,
  properties: readonly string[],
): PreviewRow[] {
  // Split by position, so that properties not yet named (or named twice) still show their part.
  const positions = properties.map((_, index) => String(index));
  return samples.slice(0, PREVIEW_SIZE).map((adName) => {
    const split = separator === '' ? {} : splitAdName(adName, { separator, properties: positions });
    return {
      adName,
      parts: positions.map((position) => split[position] ?? null),
      short: separator !== '' && partCount(adName, separator) < properties.length,
    };
  });
}

/**
 * Property names for the part count most sample names share (the larger count on a tie), keeping
 * the names already typed: "Property 1", "Property 2"… for the rest.
 */
export function guessProperties(
  samples: readonly string[],
  separator: string,
  current: readonly string[] = [],
): string[] {
  if (separator === '' || samples.length === 0) return [...current];
  const counts = new Map<number, number>();
  for (const sample of samples) {
    const parts = partCount(sample, separator);
    counts.set(parts, (counts.get(parts) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const length = best?.[0] ?? current.length;
  return Array.from({ length }, (_, index) => current[index]?.trim() || `Property ${index + 1}`);
}
