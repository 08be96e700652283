import { createHash } from 'node:crypto';
import { ERROR_CODES, MESSAGES, type BotCheckSettings } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppError } from './app-error.ts';

export const BOT_CHECK_HEADER = 'x-bot-check-token';

/** Tells a person from a script on the sign-up calls and the signed-out tools. */
export interface BotCheck {
  readonly enabled: boolean;
  /** What the browser needs to draw the check: its provider and public key (`GET /auth/api/v1/bot-check`). */
  readonly settings: BotCheckSettings;
  verify(input: { token: string | undefined; remoteIp: string | undefined }): Promise<boolean>;
}

/** The offline default: every request passes, and the browser draws no widget. */
export const passingBotCheck: BotCheck = {
  enabled: false,
  settings: { provider: 'none' },
  verify: async () => true,
};

/** How long a passed token keeps passing from the same address: one sign-up or a few tries of a tool. */
export const BOT_CHECK_PASS_MS = 5 * 60_000;
const KEPT_PASSES_MAX = 10_000;

/**
 * Turnstile answers a token once; a person's sign-up makes two calls with it (validate-signup, send-otp) and a
 * visitor tries a tool more than once. A pass is kept, by the token's hash and address, for BOT_CHECK_PASS_MS.
 */
function keptPasses(now: () => number) {
  const passes = new Map<string, number>();
  const key = (token: string, remoteIp: string | undefined) =>
    createHash('sha256')
      .update(`${remoteIp ?? ''}\n${token}`)
      .digest('base64url');
  return {
    has(token: string, remoteIp: string | undefined): boolean {
      const until = passes.get(key(token, remoteIp));
      return until !== undefined && until > now();
    },
    keep(token: string, remoteIp: string | undefined): void {
      if (passes.size >= KEPT_PASSES_MAX) {
        for (const [kept, until] of passes) if (until <= now()) passes.delete(kept);
        // Still full of live passes: the oldest kept goes first (a Map iterates in insertion order).
        if (passes.size >= KEPT_PASSES_MAX) passes.delete(passes.keys().next().value!);
      }
      passes.set(key(token, remoteIp), now() + BOT_CHECK_PASS_MS);
    },
  };
}

/** Cloudflare Turnstile's siteverify call (form-encoded secret, response and remoteip; answers `{ success }`). */
export function createTurnstileBotCheck(options: {
  secretKey: string;
  siteKey: string;
  verifyUrl: string;
  log: Logger;
  now?: () => number;
}): BotCheck {
  const passes = keptPasses(options.now ?? Date.now);
  return {
    enabled: true,
    settings: { provider: 'turnstile', siteKey: options.siteKey },
    async verify({ token, remoteIp }) {
      if (!token || token.length > 2048) return false;
      if (passes.has(token, remoteIp)) return true;
      const form = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) {
          options.log.warn({ status: response.status }, 'bot check verify call failed');
          return false;
        }
        const body = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (body.success !== true) {
          options.log.info({ errors: body['error-codes'] }, 'bot check rejected a token');
          return false;
        }
        passes.keep(token, remoteIp);
        return true;
      } catch (error) {
        options.log.warn({ err: error }, 'bot check verify call failed');
        return false;
      }
    },
  };
}

export function createBotCheck(options: {
  turnstileSecretKey: string | undefined;
  turnstileSiteKey: string | undefined;
  verifyUrl: string;
  log: Logger;
}): BotCheck {
  return options.turnstileSecretKey && options.turnstileSiteKey
    ? createTurnstileBotCheck({
        secretKey: options.turnstileSecretKey,
        siteKey: options.turnstileSiteKey,
        verifyUrl: options.verifyUrl,
        log: options.log,
      })
    : passingBotCheck;
}

/** A preHandler refusing the request (400) unless its X-Bot-Check-Token passes. */
export function requireBotCheck(botCheck: BotCheck) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!botCheck.enabled) return;
    const header = request.headers[BOT_CHECK_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const passed = await botCheck.verify({ token, remoteIp: request.ip });
    if (!passed) throw new AppError(ERROR_CODES.botCheckFailed, MESSAGES.botCheckFailed);
  };
}
