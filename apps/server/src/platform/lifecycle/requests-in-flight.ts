import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RequestsInFlight {
  readonly count: number;
  /** Resolves once no request's handling is running (at once when none is). */
  ended(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
}

/**
 * Counts the requests whose handling may still run. A closing server waits for its connections, but a client
 * that hangs up takes its connection away while the handler goes on: the process must not close the database
 * under it. A request ends when its reply is handed over to be sent (`onSend`, which also comes after a client
 * hung up, once the handler returns), when its response is finished (`onResponse`, which a hijacked reply
 * reaches too), or when the client of a hijacked reply hangs up, since no hook follows that.
 */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  const running = new Map<FastifyRequest, FastifyReply>();
  let waiting: (() => void)[] = [];
  const end = (request: FastifyRequest) => {
    if (!running.delete(request) || running.size > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const wake of resolve) wake();
  };

  app.addHook('onRequest', (request, reply, done) => {
    running.set(request, reply);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    end(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    end(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    // `sent` before any onSend means the reply was hijacked: its handler answers on the raw response.
    if (running.get(request)?.sent) end(request);
    done();
  });

  const requestsInFlight: RequestsInFlight = {
    get count() {
      return running.size;
    },
    ended: () => (running.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
  app.decorate('requestsInFlight', requestsInFlight);
  return requestsInFlight;
}
