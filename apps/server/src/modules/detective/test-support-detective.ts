import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { bearer } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { detectiveTrackers } from './tables.ts';

const base = '/api/v1';

/** Calls the app as a signed-in member. */
export const detectiveCaller =
  (t: TestApp) => (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** The organisation's tracker rows. */
export const trackerRowsOf = (t: TestApp, orgId: string) =>
  t.context.database.db.select().from(detectiveTrackers).where(eq(detectiveTrackers.orgId, orgId));
