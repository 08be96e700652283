import { z } from 'zod';
import { retryWithBackOff } from '../retry/back-off.ts';
import { AiClientError } from './ai-client-error.ts';
import type { AiClient, JsonCompletionRequest } from './ai-client.ts';

export interface OpenAiCompatibleOptions {
  /** API base without the trailing slash, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Time allowed for one HTTP attempt. */
  timeoutMs?: number;
  /** Further attempts after a 429, a 5xx, a timeout or a network failure. */
  maxRetries?: number;
  /** Wait before the first retry; doubles on each later one. */
  initialBackoffMs?: number;
  /** Longest wait between attempts, whatever Retry-After asks for. */
  maxBackoffMs?: number;
  /** How to wait between attempts; tests pass one that records the delays and returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

const completionReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failed attempt worth repeating: rate limited, the provider's fault, or no answer in time. */
class TransientFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Some providers wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}

function parseAnswer<T>(content: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(stripFence(content));
  } catch (error) {
    throw new AiClientError('The AI provider answered with text that is not JSON', { cause: error });
  }
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new AiClientError(`The AI provider's answer has the wrong shape${where}: ${issue?.message ?? ''}`);
  }
  return checked.data;
}

/**
 * A client of any OpenAI-compatible chat-completions API (OpenAI, Azure-style gateways, Ollama, vLLM,
 * LiteLLM...): JSON mode, a timeout per attempt, and retries with exponential back-off on 429 and 5xx.
 */
export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions): AiClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 2;
  const initialBackoffMs = options.initialBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  const sleep = options.sleep ?? defaultSleep;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function attempt(body: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new TransientFailure(
        timedOut
          ? `The AI provider did not answer within ${timeoutMs} ms`
          : `The AI provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        undefined,
        undefined,
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status === 429 || response.status >= 500) {
      throw new TransientFailure(
        `The AI provider answered ${response.status}`,
        response.status,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) {
      throw new AiClientError(
        `The AI provider refused the request (${response.status}): ${text.slice(0, 200)}`,
        {
          status: response.status,
        },
      );
    }
    let reply: unknown;
    try {
      reply = JSON.parse(text);
    } catch (error) {
      throw new AiClientError('The AI provider answered with a body that is not JSON', { cause: error });
    }
    const parsed = completionReply.safeParse(reply);
    const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
    if (!content) throw new AiClientError('The AI provider answered without a message');
    return content;
  }

  return {
    async completeJson<T>(request: JsonCompletionRequest<T>): Promise<T> {
      const body = JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: { type: 'json_object' },
        temperature: 0,
      });
      return retryWithBackOff({
        backOff: {
          retries: maxRetries,
          firstWaitMs: initialBackoffMs,
          longestWait: { ms: maxBackoffMs, beyond: 'cap' },
        },
        sleep,
        attempt: async () => {
          try {
            return { ok: true, value: parseAnswer(await attempt(body), request.schema) };
          } catch (error) {
            if (!(error instanceof TransientFailure)) throw error;
            return { ok: false, failure: error, askedMs: error.retryAfterMs };
          }
        },
        giveUp: (why) => {
          const attempts = why.reason === 'retriesSpent' ? why.tries : maxRetries + 1;
          return new AiClientError(
            `${why.failure.message}; gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}`,
            { status: why.failure.status },
          );
        },
      });
    },
  };
}
