import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { stopGracefully } from './graceful-shutdown.ts';

const log = createLogger('silent');

async function serverWithSlowRoute() {
  let finishSlow: () => void = () => undefined;
  const app = Fastify();
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

  it('gives up at the deadline when a request never ends', async () => {
    const server = await serverWithSlowRoute();
    const inFlight = fetch(`${server.url}/slow`).catch(() => 'cut');
    await server.slowStarted;
    expect(await stopGracefully({ app: server.app, jobs: undefined, timeoutMs: 200, log })).toBe('timed out');
    server.finishSlow();
    await inFlight;
  });
});
