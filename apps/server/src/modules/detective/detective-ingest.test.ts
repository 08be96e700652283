import type { TrackBrandResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../platform/jobs/job-handlers.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  startFakeMetaAdLibrary,
  type FakeMetaAdLibrary,
} from '../discover/connectors/fakes/fake-meta-ad-library.ts';
import { discoverIngestJobHandlers } from '../discover/ingest/ingest.jobs.ts';
import { detectiveCaller } from './test-support-detective.ts';

describe('detective: a brand added by its Meta Page is read at once', () => {
  let t: TestApp;
  let meta: FakeMetaAdLibrary;

  beforeAll(async () => {
    meta = await startFakeMetaAdLibrary({
      token: 'meta-token',
      ads: [
        { id: '710001', page_id: '4455667788', page_name: 'Brew Co', ad_delivery_start_time: '2025-01-01' },
        { id: '710002', page_id: '4455667788', page_name: 'Brew Co', ad_delivery_start_time: '2025-02-01' },
      ],
      pageSize: 10,
    });
    t = await createTestApp({
      env: {
        DISCOVER_LIBRARY: 'off',
        META_AD_LIBRARY_TOKEN: 'meta-token',
        META_GRAPH_BASE_URL: meta.baseUrl,
        OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
      },
    });
    // The ingest's handlers beside the areas' own, so that the dispatched read finds its handler.
    const missing = discoverIngestJobHandlers.filter(
      (handler) => !t.context.jobHandlers.find(handler.job.name),
    );
    t.context.jobHandlers = createJobHandlers([...t.context.jobHandlers.all(), ...missing]);
  });
  afterAll(async () => {
    await t?.close();
    await meta?.close();
  });

  it("adds the unknown page's brand, reads its ads, and answers the tracker with them", async () => {
    const team = await createTeam(t);
    const tracked = await detectiveCaller(t)('POST', 'detective', team.admin.token, {
      workspaceId: team.workspace.id,
      pageUrl: 'https://m.facebook.com/profile.php?id=4455667788',
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json<TrackBrandResponse>()).toMatchObject({ created: true, activeAdCount: 2 });
    expect(meta.archiveRequests().length).toBeGreaterThan(0);
  });
});
