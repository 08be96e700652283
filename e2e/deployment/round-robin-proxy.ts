import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small load balancer: each request goes to the next backend that answered its last health check. */
export interface RoundRobinProxy {
  url: string;
  /** Requests each backend was given, by its URL. */
  readonly served: Map<string, number>;
  close(): Promise<void>;
}

const HEALTH_PATH = '/api/v1/health';

/**
 * Spreads requests over `backends` in turn, checking each one's health every half second as a load balancer
 * does; a backend whose check or connection fails is skipped until it answers again. A request whose
 * backend dies mid-way gets 502, as from any proxy.
 */
export async function startRoundRobinProxy(backends: () => readonly string[]): Promise<RoundRobinProxy> {
  const healthy = new Map<string, boolean>();
  const served = new Map<string, number>();
  let turn = 0;

  const check = async () => {
    await Promise.all(
      backends().map(async (backend) => {
        const answer = await fetch(`${backend}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) }).catch(
          () => undefined,
        );
        healthy.set(backend, answer?.ok ?? false);
      }),
    );
  };
  await check();
  const checking = setInterval(() => void check(), 500);

  const next = (): string | undefined => {
    const live = backends().filter((backend) => healthy.get(backend) !== false);
    if (live.length === 0) return undefined;
    turn += 1;
    return live[turn % live.length];
  };

  const server: Server = createServer((incoming, outgoing) => {
    const backend = next();
    if (!backend) {
      outgoing.writeHead(503).end('no backend answers');
      return;
    }
    served.set(backend, (served.get(backend) ?? 0) + 1);
    const target = new URL(incoming.url ?? '/', backend);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      healthy.set(backend, false);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      clearInterval(checking);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
