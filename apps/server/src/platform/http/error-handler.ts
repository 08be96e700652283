import { ERROR_CODES, defaultMessageForStatus, type ErrorCode } from '@hookline/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/**
 * PostgreSQL refusing a text value: an invalid byte (22021, e.g. NUL), a character it cannot store
 * (22P05, e.g. `\u0000` in jsonb), or JSON it cannot read (22P02 from the JSON parser, e.g. a lone
 * surrogate in jsonb). The shared string helpers clean text first; this keeps a miss a 400.
 */
const REFUSED_TEXT_STATES = new Set(['22021', '22P05']);

function refusesText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, routine, cause } = current as { code?: unknown; routine?: unknown; cause?: unknown };
    if (typeof code === 'string' && REFUSED_TEXT_STATES.has(code)) return true;
    if (code === '22P02' && typeof routine === 'string' && routine.startsWith('json')) return true;
    current = cause;
  }
  return false;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.tooManyRequests,
};

/** Every error leaves as `{ message, code }` with its status; a validation error carries the spec's message. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? defaultMessageForStatus(400);
      return reply.status(400).send({ message, code: ERROR_CODES.validation });
    }
    if (refusesText(error)) {
      request.log.warn({ err: error }, 'database refused a text value');
      return reply.status(400).send({ message: defaultMessageForStatus(400), code: ERROR_CODES.badRequest });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ message: defaultMessageForStatus(status), code: ERROR_CODES.internal });
    }
    const code = CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest;
    const message =
      status === 429 ? defaultMessageForStatus(429) : error.message || defaultMessageForStatus(status);
    return reply.status(status).send({ message, code });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: defaultMessageForStatus(404), code: ERROR_CODES.notFound });
  });
}
