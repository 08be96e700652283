import type { BoardListItems } from '@hookline/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAd, insertBrand } from '../modules/discover/test-support/discover-rows.ts';
import { bearer } from '../test/factories.ts';
import { createTeam } from '../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoInspiration } from './seed-demo-inspiration.ts';

describe('seed-demo: Inspiration boards', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A board's list; the workspace's root is the board whose id is the workspace's. */
  const list = async (folderId = team.workspace.id) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inspiration/folder/${folderId}/list-items`,
      headers: bearer(team.admin.token),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<BoardListItems>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Glow Theory' });
    const image = await sharp({
      create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 80, b: 120 } },
    })
      .png()
      .toBuffer();
    const formats = [
      'video',
      'video',
      'video',
      'video',
      'image',
      'image',
      'image',
      'carousel',
      'carousel',
    ] as const;
    for (const [index, format] of formats.entries()) {
      const key = `discover/ads/demo-${index}/0.png`;
      await t.context.storage.put(key, image, 'image/png');
      await insertAd(t, {
        brand,
        body: `Ad number ${index}`,
        format,
        assets: [{ type: 'image', key, thumbnailKey: null, width: 120, height: 90, durationMs: null }],
      });
    }
  });
  afterAll(() => t.close());

  it('saves library ads into three boards of the demo workspace, once', async () => {
    const input = { orgId: team.org.id, userId: team.admin.user.id };
    expect(await seedDemoInspiration(t.context, input)).toEqual({ created: true });

    const root = await list();
    expect(root.folders.map((board) => board.name).sort()).toEqual([
      'Competitor hooks',
      'Holiday 2026 ideas',
    ]);
    const hooks = root.folders.find((board) => board.name === 'Competitor hooks')!;
    expect(hooks.description).toMatch(/stop the scroll/);
    const inHooks = await list(hooks._id);
    expect(inHooks.folders.map((board) => board.name)).toEqual(['UGC openers']);
    expect(inHooks.files).toHaveLength(4);
    expect(inHooks.files.filter((file) => file.isFavourite)).toHaveLength(1);
    expect((await list(inHooks.folders[0]!._id)).files).toHaveLength(2);
    const holiday = await list(root.folders.find((board) => board.name === 'Holiday 2026 ideas')!._id);
    expect(holiday.files.map((file) => file.format).sort()).toEqual(['carousel', 'carousel', 'image']);

    expect(await seedDemoInspiration(t.context, input)).toEqual({ created: false });
    expect((await list()).folders).toHaveLength(2);
  });
});
