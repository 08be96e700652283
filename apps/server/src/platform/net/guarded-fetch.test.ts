import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAddressPolicy, parseNetwork } from './address-policy.ts';
import { createGuardedFetch, OutboundRefusedError } from './guarded-fetch.ts';

/** A made-up name for the local receiver, so that redirects can name a host the test resolves. */
const RECEIVER_NAME = 'hooks.receiver.test';

describe('address policy', () => {
  const policy = createAddressPolicy();

  it('refuses loopback, private, link-local, metadata and other non-public addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '10.200.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fe80::1%eth0',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::',
      '2001:db8::1',
      'not-an-address',
    ]) {
      expect(policy.refuses(address), address).toBe(true);
    }
  });

  it('lets public addresses through, v4, v6 and IPv4-mapped', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(policy.refuses(address), address).toBe(false);
    }
  });

  it('lets the operator allow a network', () => {
    const onPremises = createAddressPolicy(['10.20.0.0/16', '::1']);
    expect(onPremises.refuses('10.20.5.5')).toBe(false);
    expect(onPremises.refuses('::ffff:10.20.5.5')).toBe(false);
    expect(onPremises.refuses('10.21.0.1')).toBe(true);
    expect(onPremises.refuses('::1')).toBe(false);
    expect(parseNetwork('10.0.0.0/33')).toBeUndefined();
    expect(parseNetwork('example.com/8')).toBeUndefined();
    expect(parseNetwork('fd00::/8')).toEqual({ network: 'fd00::', prefix: 8, family: 'ipv6' });
    expect(() => createAddressPolicy(['nope'])).toThrow('Not a network: nope');
  });
});

describe('guarded fetch', () => {
  let server: http.Server;
  let port: number;
  const received: {
    method: string;
    url: string;
    body: string;
    authorization?: string;
    host?: string;
  }[] = [];
  const endlessClosed: number[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://local');
        received.push({
          method: request.method ?? '',
          url: url.pathname,
          body: Buffer.concat(chunks).toString('utf8'),
          authorization: request.headers.authorization,
          host: request.headers.host,
        });
        const to = url.searchParams.get('to');
        if (to) {
          response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end();
          return;
        }
        if (url.pathname === '/hop') {
          const left = Number(url.searchParams.get('left') ?? 0);
          const next = left > 0 ? `/hop?left=${left - 1}` : '/ok';
          response.writeHead(302, { location: next }).end();
          return;
        }
        if (url.pathname === '/big') {
          response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(200_000));
          return;
        }
        if (url.pathname === '/slow') return; // never answers
        if (url.pathname === '/endless') {
          // No Content-Length, and bytes for as long as the client reads.
          response.writeHead(200, { 'content-type': 'text/plain' });
          const chunk = Buffer.alloc(64 * 1024, 'x');
          const pump = () => {
            while (!response.destroyed && response.write(chunk));
            if (!response.destroyed) response.once('drain', pump);
          };
          response.on('close', () => endlessClosed.push(Date.now()));
          pump();
          return;
        }
        if (url.pathname === '/declared-big') {
          response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '200000000' });
          response.write('x'.repeat(1024));
          return;
        }
        if (url.pathname === '/drip') {
          response.writeHead(200, { 'content-type': 'text/plain' });
          const drip = setInterval(() => response.write('x'), 200);
          response.on('close', () => clearInterval(drip));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  /** A guard that lets the test reach its own receiver, and resolves the made-up names the tests use. */
  const localGuard = (extra: Parameters<typeof createGuardedFetch>[0] = {}) =>
    createGuardedFetch({
      allowedNetworks: ['127.0.0.1/32'],
      resolve: async (hostname) => {
        if (hostname === RECEIVER_NAME) return [{ address: '127.0.0.1', family: 4 }];
        if (hostname === 'internal.test') return [{ address: '10.0.0.7', family: 4 }];
        if (hostname === 'mixed.test') {
          return [
            { address: '93.184.216.34', family: 4 },
            { address: '192.168.0.10', family: 4 },
          ];
        }
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      },
      ...extra,
    });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OutboundRefusedError);
    return (error as OutboundRefusedError).reason;
  };

  it('refuses loopback, private, IPv6 loopback and metadata addresses by default, before connecting', async () => {
    const guard = createGuardedFetch();
    const before = received.length;
    for (const url of [
      `http://127.0.0.1:${port}/ok`,
      'http://10.1.2.3/hook',
      `http://[::1]:${port}/ok`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(await refusal(guard.fetch({ url })), url).toBe('address');
    }
    expect(received.length).toBe(before);
  });

  it('refuses a name that resolves to a private address, or to any private one among several', async () => {
    const guard = localGuard();
    expect(await refusal(guard.fetch({ url: 'http://internal.test/hook' }))).toBe('address');
    expect(await refusal(guard.fetch({ url: 'https://mixed.test/hook' }))).toBe('address');
  });

  it('tells, without resolving anything, whether a URL to save can pass', () => {
    const guard = createGuardedFetch();
    expect(guard.permits('https://hooks.slack.com/services/T/B/x')).toBe(true);
    for (const url of [
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://app.localhost/x',
      'https://[::1]/x',
      'https://169.254.169.254/x',
      'https://10.0.0.1/x',
      'ftp://example.com/x',
      'not a url',
    ]) {
      expect(guard.permits(url), url).toBe(false);
    }
  });

  it('refuses other protocols', async () => {
    const guard = localGuard();
    expect(await refusal(guard.fetch({ url: 'file:///etc/passwd' }))).toBe('protocol');
    expect(await refusal(guard.fetch({ url: 'ftp://example.com/x' }))).toBe('protocol');
  });

  it('posts to an allowed receiver, by address or by name, and reads the answer', async () => {
    const guard = localGuard();
    const response = await guard.fetch({
      url: `http://${RECEIVER_NAME}:${port}/hook`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(response).toMatchObject({ status: 200, body: 'ok', truncated: false });
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/hook', body: '{"text":"hello"}' });
  });

  it('checks every redirect: one to a private or metadata address is refused', async () => {
    const guard = localGuard();
    const base = `http://127.0.0.1:${port}/start`;
    const to = (target: string) => `${base}?to=${encodeURIComponent(target)}`;
    expect(await refusal(guard.fetch({ url: to('http://169.254.169.254/latest/meta-data/') }))).toBe(
      'address',
    );
    expect(await refusal(guard.fetch({ url: to('http://10.0.0.1/') }))).toBe('address');
    expect(await refusal(guard.fetch({ url: to('http://internal.test/') }))).toBe('address');
    expect(await refusal(guard.fetch({ url: to('gopher://127.0.0.1/') }))).toBe('protocol');
  });

  it('follows at most 3 redirects; a 303 turns a POST into a GET, a 307 keeps it', async () => {
    const guard = localGuard();
    const three = await guard.fetch({ url: `http://127.0.0.1:${port}/hop?left=2` });
    expect(three).toMatchObject({ status: 200, url: `http://127.0.0.1:${port}/ok` });
    expect(await refusal(guard.fetch({ url: `http://127.0.0.1:${port}/hop?left=3` }))).toBe('redirects');

    await guard.fetch({
      url: `http://127.0.0.1:${port}/a?status=303&to=/after-303`,
      method: 'POST',
      body: 'payload',
    });
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/after-303', body: '' });
    await guard.fetch({
      url: `http://127.0.0.1:${port}/a?status=307&to=/after-307`,
      method: 'POST',
      body: 'payload',
    });
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/after-307', body: 'payload' });
  });

  it('drops credentials on a redirect to another origin', async () => {
    const guard = localGuard();
    const other = `http://${RECEIVER_NAME}:${port}/elsewhere`;
    await guard.fetch({
      url: `http://127.0.0.1:${port}/a?to=${encodeURIComponent(other)}`,
      headers: { authorization: 'Bearer secret' },
    });
    expect(received.at(-2)?.authorization).toBe('Bearer secret');
    expect(received.at(-1)).toMatchObject({ url: '/elsewhere', authorization: undefined });
  });

  it('reads only the start of a large answer', async () => {
    const response = await localGuard({ maxResponseBytes: 1024 }).fetch({
      url: `http://127.0.0.1:${port}/big`,
    });
    expect(response.body).toHaveLength(1024);
    expect(response.truncated).toBe(true);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(
      await refusal(localGuard({ timeoutMs: 200 }).fetch({ url: `http://127.0.0.1:${port}/slow` })),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  /** Reads a stream to its end, or to its failure. */
  const drain = async (body: NodeJS.ReadableStream): Promise<number> => {
    let size = 0;
    for await (const chunk of body) size += (chunk as Buffer).length;
    return size;
  };

  it('streams an answer within its limits unchanged', async () => {
    const answer = await localGuard().open(
      { url: `http://127.0.0.1:${port}/big` },
      { maxBytes: 200_000, minBytesPerSecond: 1024 },
    );
    expect(await drain(answer.body)).toBe(200_000);
  });

  it('refuses at once an answer whose Content-Length passes the limit, before reading it', async () => {
    expect(
      await refusal(
        localGuard().open({ url: `http://127.0.0.1:${port}/declared-big` }, { maxBytes: 1024 * 1024 }),
      ),
    ).toBe('too-large');
  });

  it('stops an endless answer as soon as it passes the limit, and closes the connection', async () => {
    const started = Date.now();
    const answer = await localGuard().open(
      { url: `http://127.0.0.1:${port}/endless` },
      { maxBytes: 1024 * 1024, timeoutMs: 10_000 },
    );
    expect(await refusal(drain(answer.body))).toBe('too-large');
    expect(Date.now() - started).toBeLessThan(3000);
    await vi.waitFor(() => expect(endlessClosed.length).toBeGreaterThan(0));
  });

  it('stops an answer that drips in slower than the minimum rate, before the total time runs out', async () => {
    const started = Date.now();
    const answer = await localGuard().open(
      { url: `http://127.0.0.1:${port}/drip` },
      { minBytesPerSecond: 512, slowGraceMs: 500, timeoutMs: 10_000 },
    );
    expect(await refusal(drain(answer.body))).toBe('slow');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails a guarded stream with a timeout when the total time runs out while it is read', async () => {
    const answer = await localGuard().open(
      { url: `http://127.0.0.1:${port}/drip` },
      { maxBytes: 1024, timeoutMs: 600 },
    );
    expect(await refusal(drain(answer.body))).toBe('timeout');
  });

  it('connects to the address it checked, sending the name as the Host: a name rebound later gains nothing', async () => {
    const answers = ['127.0.0.1', '10.0.0.1'];
    const asked: string[] = [];
    const guard = localGuard({
      resolve: async (hostname) => {
        asked.push(hostname);
        return [{ address: answers[Math.min(asked.length - 1, 1)] ?? '10.0.0.1', family: 4 }];
      },
    });
    const response = await guard.fetch({ url: `http://rebind.test:${port}/pinned` });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toMatchObject({ url: '/pinned', host: `rebind.test:${port}` });
    // One resolution per connection, checked and used at once: no second lookup for the name to change under.
    expect(asked).toEqual(['rebind.test']);
    // Now the name points at a private address: the next connection is refused.
    const before = received.length;
    expect(await refusal(guard.fetch({ url: `http://rebind.test:${port}/pinned` }))).toBe('address');
    expect(received.length).toBe(before);
  });
});
