import { singleLineText } from './text-schemas.ts';

/** A scheme at the start (`https:`, `javascript:`, `data:`…). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The only schemes a link may name, written out with their `//`. */
const HTTP_SCHEME = /^https?:\/\//i;

/**
 * `value` as an absolute http(s) address with a host name (`https://host.example/…`), or null. One typed
 * without its scheme (`shop.example/sale`) gets https. Refused: any other scheme (`javascript:`, `data:`,
 * `ftp:`), a scheme without `//` (`https:evil.example`), a protocol-relative or path-only value
 * (`//evil.example`, `/path`), a backslash (which browsers read as `/`), a user name or password
 * (`https://trusted.example@evil.example`), and a host without a dot.
 */
export function absoluteWebAddress(value: string): string | null {
  if (value.includes('\\')) return null;
  let candidate: string;
  if (HTTP_SCHEME.test(value)) candidate = value;
  else if (SCHEME.test(value) || !/^[\p{L}\p{N}]/u.test(value)) return null;
  else candidate = `https://${value}`;
  try {
    const url = new URL(candidate);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    const hasHost = url.hostname.includes('.') && !url.hostname.startsWith('.');
    return isWeb && hasHost && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A link a user gives (a website, a brand's address, an ad's link): kept as its absolute http(s) address
 * (`absoluteWebAddress`); anything else is refused with `message`.
 */
export function webAddressSchema(message: string, max: number) {
  return singleLineText(message)
    .min(1, { error: message })
    .max(max, { error: message })
    .refine((value) => absoluteWebAddress(value) !== null, { error: message })
    .transform((value) => absoluteWebAddress(value) ?? value);
}
