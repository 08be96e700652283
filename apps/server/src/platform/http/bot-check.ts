import { ERROR_CODES, MESSAGES } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppError } from './app-error.ts';

export const BOT_CHECK_HEADER = 'x-bot-check-token';

/** Tells a person from a script on the sign-up calls. */
export interface BotCheck {
  readonly enabled: boolean;
  verify(input: { token: string | undefined; remoteIp: string | undefined }): Promise<boolean>;
}

/** The offline default: every request passes. */
export const passingBotCheck: BotCheck = { enabled: false, verify: async () => true };

/** Cloudflare Turnstile's siteverify call (form-encoded secret, response and remoteip; answers `{ success }`). */
export function createTurnstileBotCheck(options: {
  secretKey: string;
  verifyUrl: string;
  log: Logger;
}): BotCheck {
  return {
    enabled: true,
    async verify({ token, remoteIp }) {
      if (!token) return false;
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
        }
        return body.success === true;
      } catch (error) {
        options.log.warn({ err: error }, 'bot check verify call failed');
        return false;
      }
    },
  };
}

export function createBotCheck(options: {
  turnstileSecretKey: string | undefined;
  verifyUrl: string;
  log: Logger;
}): BotCheck {
  return options.turnstileSecretKey
    ? createTurnstileBotCheck({
        secretKey: options.turnstileSecretKey,
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
