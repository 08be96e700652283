import type { Template, TemplateListResponse } from '@hookline/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hooklineLibrary } from './library/index.ts';
import { drawMissingPreviews, startTemplateLibrary, upsertLibraryTemplates } from './library-seed.ts';
import { designHash, PREVIEW_SIZES, previewKey } from './template-media.ts';
import { templates } from './tables.ts';
import { sampleDesigns, templatesCaller } from './test-support-templates.ts';

describe("templates: Hookline's own library, seeded by design key, with previews drawn in the background", () => {
  let t: TestApp;
  let call: ReturnType<typeof templatesCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  const library = hooklineLibrary();

  beforeAll(async () => {
    t = await createTestApp();
    call = templatesCaller(t);
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const rows = () => t.context.database.db.select().from(templates);
  /** The whole library as the list answers it, a page of 50 at a time. */
  const list = async () => {
    const all: Template[] = [];
    for (let page = 1; ; page += 1) {
      const response = await call('POST', 'templates/list', team.guest.token, {
        workspaceId: team.workspace.id,
        page,
      });
      const { data, total } = response.json<TemplateListResponse>();
      all.push(...data);
      if (all.length >= total || data.length === 0) return all;
    }
  };

  it('upserts every design once by its key at start, keeping ids across starts, with no previews yet', async () => {
    // No job queue in tests: start-up upserts the rows and leaves the previews to the job (or first use).
    await startTemplateLibrary(t.context);
    const first = await rows();
    expect(first.map((row) => row.key).sort()).toEqual(library.map((design) => design.key).sort());
    expect(first.every((row) => row.source === 'hookline' && row.orgId === null)).toBe(true);
    expect(first.every((row) => row.previews.length === 0)).toBe(true);

    await startTemplateLibrary(t.context);
    const second = await rows();
    expect(second.map((row) => [row.key, row.id]).sort()).toEqual(
      first.map((row) => [row.key, row.id]).sort(),
    );

    // Listed before their previews exist, with `previews: []`.
    const listed = await list();
    expect(listed).toHaveLength(library.length);
    expect(listed.every((template) => template.previews.length === 0)).toBe(true);
    const sample = listed.find((template) => template.name === library[0]!.name)!;
    expect(sample).toMatchObject({
      industry: library[0]!.industry,
      theme: library[0]!.theme,
      season: library[0]!.season,
      createdAt: new Date(`${library[0]!.addedOn}T00:00:00Z`).toISOString(),
    });
  });

  it('draws both previews of each design a few at a time, served from storage with a year’s cache', async () => {
    // A run at a time, as the job chains them; three runs at most here, whatever the library's size.
    const runs = Math.min(3, library.length);
    for (let run = 1; run <= runs; run += 1) {
      expect(await drawMissingPreviews(t.context, 1)).toEqual({ drawn: 1, more: run < library.length });
    }
    const listed = await list();
    const drawn = listed.filter((candidate) => candidate.previews.length > 0);
    expect(drawn).toHaveLength(runs);
    const template = drawn[0]!;
    expect(template.previews.map(({ orientation, width, height }) => [orientation, width, height])).toEqual([
      ['portrait', 540, 675],
      ['landscape', 540, 540],
    ]);
    for (const preview of template.previews) {
      const served = await t.app.inject({ method: 'GET', url: preview.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([preview.width, preview.height]);
    }
  });

  it('draws a lost preview again when asked for it, and serves no other key', async () => {
    const design = library[0]!;
    const key = previewKey(design.key, designHash(design), 'portrait');
    await t.context.storage.delete(key);
    const served = await t.app.inject({ method: 'GET', url: `/api/v1/templates/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(PREVIEW_SIZES.portrait.width);

    for (const url of [
      `/api/v1/templates/media/${previewKey(design.key, '0'.repeat(16), 'portrait')}`,
      '/api/v1/templates/media/templates/previews/../../etc/passwd',
      '/api/v1/templates/media/drive/some-file.png',
      `/api/v1/templates/media/${key.replace('.png', '.svg')}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('updates a changed design in place and draws its previews again', async () => {
    const [design] = sampleDesigns(1, 'changing');
    await upsertLibraryTemplates(t.context.database.db, [design!]);
    const [before] = await t.context.database.db
      .select()
      .from(templates)
      .where(eq(templates.key, design!.key));
    await upsertLibraryTemplates(t.context.database.db, [{ ...design!, name: 'Renamed design' }]);
    const [after] = await t.context.database.db
      .select()
      .from(templates)
      .where(eq(templates.key, design!.key));
    expect(after).toMatchObject({ id: before!.id, name: 'Renamed design' });
    expect(after!.designHash).not.toBe(before!.designHash);
    // Not in the library this process runs: its row stays, and the previews job passes over it.
    await t.context.database.db
      .update(templates)
      .set({ previewsHash: sql`design_hash` })
      .where(isNotNull(templates.key));
    await t.context.database.db
      .update(templates)
      .set({ previewsHash: null })
      .where(eq(templates.key, design!.key));
    expect(await drawMissingPreviews(t.context)).toEqual({ drawn: 0, more: false });
    const listed: Template[] = await list();
    expect(listed.find((template) => template._id === after!.id)?.previews).toEqual([]);
  });
});
