import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/*
 * Test support: a loopback HTTP server for the fake design tools. It records each request, answers the
 * throttles a test queues (429 with Retry-After) before the fake's own handling, and serves images as a CDN.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  /** An object goes as JSON; a Buffer as it is. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface FakeServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: FakeRequest[];
  /** The next `times` requests whose path starts with `pathPrefix` answer 429, asking to wait `retryAfter`. */
  throttle(input: { times: number; retryAfter?: string; pathPrefix?: string; body?: unknown }): void;
  /** Serves `bytes` at `path` and answers its URL. */
  serveFile(path: string, bytes: Buffer, contentType: string): string;
  close(): Promise<void>;
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>): FakeReply => ({
  status,
  body,
  headers,
});

/** A small PNG of the given size, as a render or a thumbnail. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  const throttles: { times: number; retryAfter?: string; pathPrefix?: string; body?: unknown }[] = [];
  let origin = '';

  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', origin);
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(request);
      const file = files.get(request.path);
      const throttle = throttles.find((entry) => request.path.startsWith(entry.pathPrefix ?? '/'));
      let answer: FakeReply;
      if (throttle) {
        throttle.times -= 1;
        if (throttle.times <= 0) throttles.splice(throttles.indexOf(throttle), 1);
        answer = reply(
          429,
          throttle.body ?? { message: 'Too many requests' },
          throttle.retryAfter === undefined ? {} : { 'retry-after': throttle.retryAfter },
        );
      } else if (file) {
        answer = { status: 200, body: file.bytes, contentType: file.contentType };
      } else {
        answer = await handle(request);
      }
      const isBytes = Buffer.isBuffer(answer.body);
      response.writeHead(answer.status, {
        'content-type': answer.contentType ?? 'application/json',
        ...answer.headers,
      });
      response.end(isBytes ? (answer.body as Buffer) : JSON.stringify(answer.body));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    throttle: (input) => throttles.push({ ...input }),
    serveFile(path, bytes, contentType) {
      files.set(path, { bytes, contentType });
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
