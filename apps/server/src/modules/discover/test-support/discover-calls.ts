import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

export type Method = 'GET' | 'POST' | 'DELETE';

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** Calls the main service as the holder of `token`, or with no token at all. */
export function discoverCaller(t: TestApp) {
  return (method: Method, url: string, token: string | undefined, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token === undefined ? {} : bearer(token),
      ...(payload ? { payload } : {}),
    });
}

/** Text that PostgreSQL, jsonb or a UTF-8 encoder refuses, or that is merely far too long. */
export const NASTY_TEXT = {
  nul: 'sneak\u0000ers',
  loneSurrogate: 'sneak\ud800ers',
  long: 'x'.repeat(201),
} as const;
