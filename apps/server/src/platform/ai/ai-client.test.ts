import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiClientError, createAiClient } from './ai-client.ts';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface ScriptedReply {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Never answer, so the client's timeout fires. */
  hang?: boolean;
}

const completion = (content: string): ScriptedReply => ({
  status: 200,
  body: JSON.stringify({ id: 'cmpl-1', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
});

const answerSchema = z.object({ colour: z.enum(['red', 'blue']), count: z.number().int() });

describe('AI client (OpenAI-compatible chat completions)', () => {
  let server: Server;
  let baseUrl: string;
  let seen: SeenRequest[];
  let script: ScriptedReply[];
  let delays: number[];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        seen.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: JSON.parse(text),
        });
        const reply = script.shift() ?? { status: 500, body: 'script exhausted' };
        if (reply.hang) return;
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
    script = [];
    delays = [];
  });

  const client = (apiKey: string | undefined = 'secret-key', maxRetries = 2) => {
    const created = createAiClient(
      { baseUrl, apiKey, model: 'test-model' },
      { sleep, maxRetries, timeoutMs: 2_000 },
    );
    if (!created) throw new Error('createAiClient returned nothing for a configured provider');
    return created;
  };
  const ask = (apiKey?: string, maxRetries?: number) =>
    client(apiKey, maxRetries).completeJson({
      system: 'Be terse.',
      user: 'Pick a colour.',
      schema: answerSchema,
    });

  it('is absent when no provider is configured', () => {
    expect(createAiClient(undefined)).toBeUndefined();
  });

  it('posts the model, the messages and JSON mode with the bearer key, and returns the checked answer', async () => {
    script.push(completion('{"colour":"blue","count":3}'));
    await expect(ask()).resolves.toEqual({ colour: 'blue', count: 3 });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer secret-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      messages: [
        { role: 'system', content: 'Be terse.' },
        { role: 'user', content: 'Pick a colour.' },
      ],
      response_format: { type: 'json_object' },
    });
  });

  it('sends no authorization header when no key is configured', async () => {
    script.push(completion('{"colour":"red","count":1}'));
    await expect(ask('')).resolves.toEqual({ colour: 'red', count: 1 });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts an answer wrapped in a Markdown fence', async () => {
    script.push(completion('```json\n{"colour":"red","count":2}\n```'));
    await expect(ask()).resolves.toEqual({ colour: 'red', count: 2 });
  });

  it('retries on 429 and 5xx with growing back-off, honouring Retry-After', async () => {
    script.push(
      { status: 429, body: '{"error":"slow down"}', headers: { 'retry-after': '3' } },
      { status: 503, body: 'unavailable' },
      completion('{"colour":"red","count":7}'),
    );
    await expect(ask()).resolves.toEqual({ colour: 'red', count: 7 });
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([3_000, 1_000]);
  });

  it('gives up after the last retry with the provider status', async () => {
    script.push({ status: 500, body: 'boom' }, { status: 502, body: 'boom' }, { status: 500, body: 'boom' });
    const failure = await ask().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiClientError);
    expect((failure as AiClientError).message).toBe('The AI provider answered 500; gave up after 3 attempts');
    expect((failure as AiClientError).status).toBe(500);
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([500, 1_000]);
  });

  it('does not retry a refused request (4xx other than 429)', async () => {
    script.push({ status: 401, body: '{"error":"bad key"}' });
    await expect(ask()).rejects.toThrow('The AI provider refused the request (401): {"error":"bad key"}');
    expect(seen).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('rejects an answer that is not JSON or does not match the schema, without retrying', async () => {
    script.push(completion('Sure! The colour is blue.'));
    await expect(ask()).rejects.toThrow('The AI provider answered with text that is not JSON');
    script.push(completion('{"colour":"green","count":1}'));
    await expect(ask()).rejects.toThrow(/The AI provider's answer has the wrong shape at colour/);
    expect(seen).toHaveLength(2);
  });

  it('times out an attempt that gets no answer and retries it', async () => {
    script.push({ status: 200, body: '', hang: true }, completion('{"colour":"blue","count":0}'));
    const quick = createAiClient(
      { baseUrl, apiKey: 'k', model: 'm' },
      { sleep, timeoutMs: 150, maxRetries: 1 },
    );
    await expect(quick?.completeJson({ system: 's', user: 'u', schema: answerSchema })).resolves.toEqual({
      colour: 'blue',
      count: 0,
    });
    expect(seen).toHaveLength(2);
    expect(delays).toEqual([500]);

    script.push({ status: 200, body: '', hang: true });
    const once = createAiClient(
      { baseUrl, apiKey: 'k', model: 'm' },
      { sleep, timeoutMs: 150, maxRetries: 0 },
    );
    await expect(once?.completeJson({ system: 's', user: 'u', schema: answerSchema })).rejects.toThrow(
      'The AI provider did not answer within 150 ms; gave up after 1 attempt',
    );
  });
});
