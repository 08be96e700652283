import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per answered request, `request completed`, holding the request (its route pattern, see
 * `serializeRequest`), the status and the time taken, where Fastify writes two (`incoming request`, then
 * `request completed` without the request). Writing and serialising a line per request was a measurable
 * share of the server's CPU under load. A failed request is still logged as Fastify logs it (`request
 * errored`), and every 5xx by the error handler.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
