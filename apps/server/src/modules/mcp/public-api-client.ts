import type { FastifyInstance } from 'fastify';

/** A refusal of the public API, in its own words: the MCP tool answers it as an error result. */
export class PublicApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The public API as one key calls it: the same routes, checks and records as a script's calls. */
export interface PublicApi {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
}

/**
 * Calls the app's own public routes with `key`, in this process (no network): every MCP tool is one or a few
 * REST calls, so the key's scope, workspaces, rate limit, idempotency and call log hold for it unchanged.
 */
export function publicApiOf(app: FastifyInstance, key: string): PublicApi {
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    if (response.statusCode >= 400) {
      let message = response.statusMessage;
      try {
        message = response.json<{ message?: string }>().message ?? message;
      } catch {
        // Not JSON: the status line says enough.
      }
      throw new PublicApiRefusal(response.statusCode, message);
    }
    return response.json<T>();
  };
  return {
    get: (url) => call('GET', url),
    post: (url, body, options) =>
      call('POST', url, body, options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
  };
}
