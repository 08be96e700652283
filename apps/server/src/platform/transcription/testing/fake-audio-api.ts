import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for an OpenAI-compatible audio API, started by a test on loopback: it reads each
 * multipart request as the real one would and answers from a script, in the shapes OpenAI documents
 * (`verbose_json` with segments; `{error: {message}}` on failure).
 */

export interface ReceivedUpload {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  /** The text fields of the form (model, response_format, language). */
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
}

export interface ScriptedAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export const verboseJson = (
  segments: { start: number; end: number; text: string; avg_logprob?: number }[],
  extra: Record<string, unknown> = {},
): ScriptedAnswer => ({
  status: 200,
  body: JSON.stringify({
    task: 'transcribe',
    language: 'english',
    duration: segments.at(-1)?.end ?? 0,
    text: segments.map((segment) => segment.text).join(''),
    segments: segments.map((segment, id) => ({ id, seek: 0, tokens: [], temperature: 0, ...segment })),
    ...extra,
  }),
});

export const apiError = (
  status: number,
  message: string,
  headers?: Record<string, string>,
): ScriptedAnswer => ({
  status,
  body: JSON.stringify({ error: { message, type: 'invalid_request_error', code: null } }),
  headers,
});

export interface FakeAudioApi {
  /** Base URL with its `/v1`, as TRANSCRIPTION_BASE_URL takes it. */
  baseUrl: string;
  received: ReceivedUpload[];
  /** Answers given in order; once they run out, every request gets a 500. */
  script: ScriptedAnswer[];
  close(): Promise<void>;
}

export async function startFakeAudioApi(): Promise<FakeAudioApi> {
  const received: ReceivedUpload[] = [];
  const script: ScriptedAnswer[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const upload: ReceivedUpload = {
          method: request.method,
          url: request.url,
          headers: request.headers,
          fields: {},
          file: undefined,
        };
        try {
          const form = await new Response(Buffer.concat(chunks), {
            headers: { 'content-type': request.headers['content-type'] ?? '' },
          }).formData();
          for (const [name, value] of form.entries()) {
            if (typeof value === 'string') upload.fields[name] = value;
            else {
              upload.file = {
                name: value.name,
                type: value.type,
                bytes: Buffer.from(await value.arrayBuffer()),
              };
            }
          }
        } catch {
          // Not multipart: kept with no fields, so the test sees what arrived.
        }
        received.push(upload);
        const answer = script.shift() ?? { status: 500, body: 'script exhausted' };
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    script,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
