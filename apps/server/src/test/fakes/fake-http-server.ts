import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Test support: the loopback HTTP server behind the fakes of outside APIs (the ad libraries, the design
 * tools). It records every request, serves scripted answers before the fake's own handling (rate limits,
 * outages, broken bodies), and serves media files as a CDN would.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A canned answer to the next requests whose path it matches. */
export interface ScriptedAnswer {
  /** Path without the query; any path when absent. */
  path?: string;
  /** Or every path that starts with it. */
  pathPrefix?: string;
  status: number;
  /** An object is sent as JSON; a string as it is (to send something that isn't JSON). */
  body: unknown;
  headers?: Record<string, string>;
  /** How many requests it answers; 1 when absent. */
  times?: number;
}

export interface FakeAnswer {
  status: number;
  /** JSON text, or raw bytes. */
  body: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface FakeMediaFile {
  bytes: Buffer;
  contentType: string;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  script(...answers: ScriptedAnswer[]): void;
  /** Serves `bytes` at `path`, and answers the URL it is served at. */
  serveMedia(path: string, file: FakeMediaFile): string;
  /** Requests to served media so far. */
  mediaRequests(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

export const json = (status: number, value: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json',
  headers,
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  response.writeHead(answer.status, {
    'content-type': answer.contentType ?? 'application/json',
    ...answer.headers,
  });
  response.end(answer.body);
}

/** Starts a server on 127.0.0.1 whose answers `handle` makes, scripted answers and media first. */
export async function startFakeHttpServer(
  handle: (request: RecordedRequest, origin: string) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  let scripted: ScriptedAnswer[] = [];
  const media = new Map<string, FakeMediaFile>();
  let origin = '';

  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', origin);
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(request);
      const file = media.get(request.path);
      if (file) {
        send(response, { status: 200, body: file.bytes, contentType: file.contentType });
        return;
      }
      const index = scripted.findIndex((answer) =>
        answer.pathPrefix !== undefined
          ? request.path.startsWith(answer.pathPrefix)
          : answer.path === undefined || answer.path === request.path,
      );
      const answer = scripted[index];
      if (answer) {
        const times = (answer.times ?? 1) - 1;
        scripted = times > 0 ? scripted.with(index, { ...answer, times }) : scripted.toSpliced(index, 1);
        send(response, {
          status: answer.status,
          body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
          headers: answer.headers,
        });
        return;
      }
      send(response, await handle(request, origin));
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
    script: (...answers) => scripted.push(...answers),
    serveMedia(path, file) {
      media.set(path, file);
      return `${origin}${path}`;
    },
    mediaRequests: () => requests.filter((request) => media.has(request.path)),
    reset() {
      requests.length = 0;
      scripted = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
