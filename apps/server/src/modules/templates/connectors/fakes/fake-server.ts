import sharp from 'sharp';
import { startFakeHttpServer, type RecordedRequest } from '../../../../test/fakes/fake-http-server.ts';

/*
 * Test support: the fake design tools on the shared loopback server of fakes (test/fakes/fake-http-server.ts),
 * in the words their fakes use: replies, queued throttles (429 with Retry-After) and images served as a CDN.
 */

export type FakeRequest = RecordedRequest;

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

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): Promise<FakeServer> {
  const server = await startFakeHttpServer(async (request) => {
    const answer = await handle(request);
    return {
      status: answer.status,
      body: Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body),
      contentType: answer.contentType,
      headers: answer.headers,
    };
  });
  return {
    origin: server.origin,
    requests: server.requests,
    throttle: (input) =>
      server.script({
        pathPrefix: input.pathPrefix ?? '/',
        status: 429,
        body: input.body ?? { message: 'Too many requests' },
        headers: input.retryAfter === undefined ? {} : { 'retry-after': input.retryAfter },
        times: input.times,
      }),
    serveFile: (path, bytes, contentType) => server.serveMedia(path, { bytes, contentType }),
    close: () => server.close(),
  };
}
