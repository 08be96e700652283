import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequestsInFlight } from './requests-in-flight.ts';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** A server whose `/held` and `/hijacked` handlers run until released, and whose other routes answer at once. */
async function serverWithHeldRoutes() {
  const app = Fastify();
  const tracked = trackRequestsInFlight(app);
  const release: (() => void)[] = [];
  const held = () => new Promise<void>((resolve) => release.push(resolve));
  app.get('/quick', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  app.get('/held', async () => {
    await held();
    return { done: true };
  });
  app.get('/hijacked', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('streaming');
    await held();
    reply.raw.end();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    tracked,
    url: `http://127.0.0.1:${port}`,
    holding: () => release.length,
    releaseAll: () => release.splice(0).forEach((resolve) => resolve()),
  };
}

/** Sends a request and hangs up once `started` says its handler is under way. */
async function hangUpDuring(url: string, started: () => boolean): Promise<void> {
  const client = request(url);
  client.on('error', () => undefined);
  const hungUp = new Promise((resolve) => client.on('close', resolve));
  client.end();
  await expect.poll(started).toBe(true);
  client.destroy();
  await hungUp;
}

describe('requests in flight', () => {
  it('counts none once requests are answered, failed or not found', async () => {
    const server = await serverWithHeldRoutes();
    for (const path of ['/quick', '/fails', '/missing']) await fetch(`${server.url}${path}`);
    expect(server.tracked.count).toBe(0);
    await expect(server.tracked.ended()).resolves.toBeUndefined();
  });

  it('counts a request whose client hung up until its handler returns', async () => {
    const server = await serverWithHeldRoutes();
    await hangUpDuring(`${server.url}/held`, () => server.holding() === 1);
    let ended = false;
    const ending = server.tracked.ended().then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(false);

    server.releaseAll();
    await ending;
    expect(server.tracked.count).toBe(0);
  });

  it('counts a hijacked reply until it finishes, or until its client hangs up', async () => {
    const server = await serverWithHeldRoutes();
    const finished = fetch(`${server.url}/hijacked`).then((response) => response.text());
    await expect.poll(() => server.holding()).toBe(1);
    expect(server.tracked.count).toBe(1);
    server.releaseAll();
    expect(await finished).toBe('streaming');
    await expect.poll(() => server.tracked.count).toBe(0);

    await hangUpDuring(`${server.url}/hijacked`, () => server.holding() === 1);
    await expect.poll(() => server.tracked.count).toBe(0);
    server.releaseAll();
  });

  it('is the app’s requestsInFlight', async () => {
    const server = await serverWithHeldRoutes();
    expect(server.app.requestsInFlight).toBe(server.tracked);
  });
});
