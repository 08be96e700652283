const UNIQUE_VIOLATION = '23505';

/** A unique-index violation, whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}
