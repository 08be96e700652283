import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * How long a signed link works. Links expire at the end of a fixed window, so the same thing keeps the same
 * link (and the browser's cache) for a while, and a link copied out of the app stops working within a day.
 */
const WINDOW_SECONDS = 6 * 60 * 60;
/** How many handed-out links `query` remembers (about 3 MB): a few hundred pages of a Creative Hub list. */
const HANDED_OUT_KEPT = 10_000;

/**
 * `<img>` and `<video>` can't send an Authorization header, so media a member may read is handed out as links
 * signed with a key of its own (derived from the JWT secret and the link's purpose): whoever may read the
 * answer that carries a link can load it for a few hours, and nobody can forge one for something else.
 */
export interface SignedLinks {
  /** `exp=…&sig=…` for `subject` (what the link names: a version and variant, a stored key). */
  query(subject: string): string;
  /** Whether `exp` and `sig` are a valid, unexpired signature of `subject`. */
  verify(subject: string, exp: string, sig: string): boolean;
}

/** Links for one purpose (`hookline:drive-media-url:v1`): a link of one purpose never opens another's. */
export function createSignedLinks(
  secret: string,
  purpose: string,
  now: () => number = Date.now,
): SignedLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
  const signature = (subject: string, exp: number) =>
    createHmac('sha256', key).update(`${subject}:${exp}`).digest('base64url');
  // A subject's link is the same all through a window, and a list hands out the same links again and again
  // (a page of 50 files signs about a hundred): computing the HMAC was most of building a page's DTOs. Links
  // handed out are remembered by what they sign, up to a bound, then forgotten all at once (and with them
  // the links of windows that have passed).
  const handedOut = new Map<string, string>();
  return {
    query(subject) {
      const nowSeconds = Math.floor(now() / 1000);
      // The window after the current one, so that a link handed out late in a window still lasts a while.
      const exp = (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      const signed = `${subject}:${exp}`;
      let sig = handedOut.get(signed);
      if (sig === undefined) {
        sig = signature(subject, exp);
        if (handedOut.size >= HANDED_OUT_KEPT) handedOut.clear();
        handedOut.set(signed, sig);
      }
      return `exp=${exp}&sig=${sig}`;
    },
    verify(subject, exp, sig) {
      const expSeconds = Number(exp);
      if (!Number.isInteger(expSeconds) || expSeconds * 1000 < now()) return false;
      const expected = Buffer.from(signature(subject, expSeconds));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
