import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { stopGracefully } from './graceful-shutdown.ts';
import { trackRequestsInFlight } from './requests-in-flight.ts';

const log = createLogger('silent');

async function serverWithSlowRoute() {
  let finishSlow: () => void = () => undefined;
  const app = Fastify();
  trackRequestsInFlight(app);
  const slowStarted = new Promise<void>((started) => {
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (finishSlow = resolve));
      return { done: true };
    });
  });
  app.get('/quick', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, slowStarted, finishSlow: () => finishSlow() };
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

function jobsThatFinishIn(ms: number): JobQueue & { stoppedWith: number[] } {
  const stoppedWith: number[] = [];
  return {
    stoppedWith,
    enqueue: async () => null,
    work: async () => undefined,
    stats: async () => [],
    ping: async () => undefined,
    stop: async ({ timeoutMs = 0 } = {}) => {
      stoppedWith.push(timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
}

describe('stopping gracefully', () => {
  it('finishes the request in flight and the running jobs, and takes no new connection', async () => {
    const server = await serverWithSlowRoute();
    const inFlight = fetch(`${server.url}/slow`);
    await server.slowStarted;
    const jobs = jobsThatFinishIn(50);

    const stopping = stopGracefully({ app: server.app, jobs, timeoutMs: 10_000, log });
    await expect.poll(() => server.app.server.listening).toBe(false);
    await expect(fetch(`${server.url}/quick`)).rejects.toThrow();

    server.finishSlow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await stopping).toBe('finished');
    expect(jobs.stoppedWith).toEqual([10_000]);
  });

  it('waits for the handler of a request whose client hung up', async () => {
    const server = await serverWithSlowRoute();
    const client = request(`${server.url}/slow`);
    const hungUp = new Promise((resolve) => client.on('error', resolve));
    client.end();
    await server.slowStarted;
    client.destroy();
    await hungUp;
    // The connection is gone before stopping begins: closing the server alone would end at once.
    await expect.poll(() => openConnections(server.app)).toBe(0);

    let outcome: string | undefined;
    const stopping = stopGracefully({ app: server.app, jobs: undefined, timeoutMs: 10_000, log }).then(
      (result) => (outcome = result),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outcome).toBeUndefined();
    expect(server.app.requestsInFlight.count).toBe(1);

    server.finishSlow();
    expect(await stopping).toBe('finished');
    expect(server.app.requestsInFlight.count).toBe(0);
  });

  it('gives up at the deadline when a request never ends', async () => {
    const server = await serverWithSlowRoute();
    const inFlight = fetch(`${server.url}/slow`).catch(() => 'cut');
    await server.slowStarted;
    expect(await stopGracefully({ app: server.app, jobs: undefined, timeoutMs: 200, log })).toBe('timed out');
    server.finishSlow();
    await inFlight;
  });
});
