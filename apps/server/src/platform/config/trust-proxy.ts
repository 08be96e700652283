import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for ranges, accepted by Fastify beside addresses and CIDR ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const OFF = ['off', 'false', 'no', '0'];
const TRUST_EVERYONE = ['on', 'true', 'yes'];

/** An address (`10.0.0.5`, `::1`), a CIDR range short of the whole internet (`10.0.0.0/8`), or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, as Fastify's `trustProxy` list, or false.
 * "Trust everyone" and hop counts are refused: both let a client that reaches the server directly choose
 * its own address, and Fastify 5 ignores a hop count anyway.
 */
export const trustProxySetting = z
  .string()
  .default('off')
  .transform((value, ctx): false | string[] => {
    const setting = value.trim().toLowerCase();
    if (OFF.includes(setting)) return false;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (TRUST_EVERYONE.includes(setting)) {
      return refuse(
        `"${value}" would believe any client's X-Forwarded-For; list your proxies' addresses instead (e.g. 10.0.0.0/8)`,
      );
    }
    if (/^\d+$/.test(setting)) {
      return refuse(
        'a hop count cannot tell a proxy from a client that reaches the server directly; list your proxies’ addresses instead (e.g. 10.0.0.0/8)',
      );
    }
    const entries = setting
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (entries.length === 0 || bad.length > 0) {
      return refuse(
        `not an address or CIDR range: ${bad.join(', ') || value} (expected e.g. 10.0.0.5,10.1.0.0/16, loopback, or off)`,
      );
    }
    return entries;
  });
