import { vi } from 'vitest';
import { tokenStore } from '../api/index.ts';

export interface FakeCall {
  method: string;
  /** The path under its service's base, e.g. `organisation` or `userinfo`, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers as sent. */
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown };
type Route = (call: FakeCall) => Answer;

/**
 * A fake server for component tests: `routes` maps `METHOD path` (e.g. `GET organisation`) to an answer;
 * anything else is a 404. Also signs a session in, so that queries of signed-in users run.
 */
export function serveApi(routes: Record<string, Route>): FakeCall[] {
  const calls: FakeCall[] = [];
  tokenStore.set({ token: 'access', refreshToken: 'refresh' });
  vi.stubGlobal(
    'fetch',
    vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (input, init) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/((auth|reports|tools)\/)?api\/v1\//, '');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = { ...(init?.headers as Record<string, string> | undefined) };
      const call: FakeCall = { method, path, query: url.searchParams, body, headers };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      const answer = route ? route(call) : { status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function stopServingApi(): void {
  vi.unstubAllGlobals();
  tokenStore.clear();
}
