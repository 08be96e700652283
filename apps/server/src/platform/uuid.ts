const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are opaque strings to callers; anything that is not a uuid simply matches nothing. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
