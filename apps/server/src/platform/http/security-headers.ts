import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, in its order; the names it removes are left out. */
function headersOf(options: Readonly<HelmetOptions>): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let failure: unknown;
  // Helmet's middleware runs synchronously with a request it never reads unless a directive is a function.
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('helmet refused its options');
  }
  return headers;
}

/**
 * Helmet's security headers on every response, computed once at start-up instead of once per request
 * (`@fastify/helmet` builds the middleware and the Content-Security-Policy string again for each request).
 * The options must be static: a directive that is a function (a nonce) would need the request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  for (const directive of Object.values(
    typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {},
  )) {
    const values: unknown[] = Array.isArray(directive) ? directive : [directive];
    if (values.some((value) => typeof value === 'function')) {
      throw new Error('security headers are computed once: a directive may not depend on the request');
    }
  }
  const headers = headersOf(options);
  // On the raw response, as helmet does, so that a hijacked reply (the MCP transport) carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
