import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Calls the main service as the holder of `token`, or with no token at all; PUT included. */
export function settingsCaller(t: TestApp) {
  return (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token === undefined ? {} : bearer(token),
      ...(payload ? { payload } : {}),
    });
}

export const settingsPath = (workspaceId: string) => `/discover/workspace/${workspaceId}/settings`;
export const followPath = (workspaceId: string, brandId: string) =>
  `/discover/workspace/${workspaceId}/followed-brands/${brandId}`;
