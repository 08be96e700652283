import { ERROR_CODES, TOOLS_MESSAGES } from '@hookline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';
import { AppError } from '../../../platform/http/app-error.ts';

/** Free generations a signed-out visitor gets per address and day, before the sign-in gate. */
export const SIGNED_OUT_TRIES_PER_DAY = 3;
/** A member's generations per minute: no tries, but no flood either. */
export const MEMBER_GENERATIONS_PER_MINUTE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The eight groups of an IPv6 address, `::` expanded and a trailing IPv4 part turned into two groups. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/**
 * Whom a signed-out visitor is counted as: the address Fastify derived (X-Forwarded-For is believed only from
 * the proxies TRUST_PROXY lists, so a client cannot choose its own), an IPv4-mapped address as IPv4, and an
 * IPv6 address by its /64 network, which one household or server gets whole.
 */
export function visitorKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export interface GenerationLimits {
  /** Counts a signed-out visitor's try; answers the tries left, or refuses (429) once they are spent. */
  signedOutTry(request: FastifyRequest, reply: FastifyReply): Promise<number>;
  /** Counts a member's generation; refuses (429) past the per-minute limit. */
  memberGeneration(request: FastifyRequest): Promise<void>;
}

/** The counters, kept in the database like every rate limit of the app (shared by servers, kept on restart). */
export function generationLimits(app: FastifyInstance): GenerationLimits {
  const signedOut = app.createRateLimit({
    max: SIGNED_OUT_TRIES_PER_DAY,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `tools-hooks-signed-out:${visitorKey(request.ip)}`,
  });
  const perMember = app.createRateLimit({
    max: MEMBER_GENERATIONS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `tools-hooks-member:${request.caller?.kind === 'member' ? request.caller.userId : ''}`,
  });
  return {
    async signedOutTry(request, reply) {
      const result = await signedOut(request);
      if (result.isAllowed) return SIGNED_OUT_TRIES_PER_DAY;
      if (result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(ERROR_CODES.tooManyRequests, TOOLS_MESSAGES.signedOutLimit);
      }
      return result.remaining;
    },
    async memberGeneration(request) {
      const result = await perMember(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(ERROR_CODES.tooManyRequests);
    },
  };
}
