import { ERROR_CODES, defaultMessageForStatus, type ErrorCode } from '@hookline/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

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
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? defaultMessageForStatus(400);
      return reply.status(400).send({ message, code: ERROR_CODES.validation });
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
