import { crc32, deflateSync } from 'node:zlib';
import { TEMPLATE_MESSAGES, type TemplateRenderResponse } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveFiles, driveFileVersions } from '../../composition/tables.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertDriveFile, insertDriveFolder } from '../drive/test-support/drive-rows.ts';
import { hooklineLibrary, type LibraryDesign } from './library/index.ts';
import { upsertLibraryTemplates } from './library-seed.ts';
import { usedTemplateCount } from './template-uses.service.ts';
import {
  insertImportedTemplate,
  messageOf,
  templateIdsByKey,
  templatesCaller,
} from './test-support-templates.ts';

/** A PNG whose header says `width` x `height`, with almost no pixel data: what a decompression bomb looks like. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('templates: "Make it yours" previews and renders into the Creative Hub', () => {
  let t: TestApp;
  let call: ReturnType<typeof templatesCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let design: LibraryDesign;
  let templateId: string;
  let folderId: string;
  let productId: string;
  const slotOf = (kind: 'text' | 'image' | 'colour') => design.slots.find((slot) => slot.kind === kind);

  beforeAll(async () => {
    t = await createTestApp();
    call = templatesCaller(t);
    team = await createTeam(t);
    await upsertLibraryTemplates(t.context.database.db);
    design =
      hooklineLibrary().find((candidate) => candidate.slots.some((slot) => slot.kind === 'image')) ??
      hooklineLibrary()[0]!;
    templateId = (await templateIdsByKey(t)).get(design.key)!;
    folderId = (await insertDriveFolder(t, { workspace: team.workspace, name: 'Ads' })).id;
    productId = await imageFile(
      'Product',
      await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => t.close());

  /** A Creative Hub image of the workspace whose stored bytes are `bytes`. */
  async function imageFile(
    name: string,
    bytes: Buffer,
    options: { kind?: 'image' | 'video'; size?: number; workspace?: { id: string; orgId: string } } = {},
  ): Promise<string> {
    const file = await insertDriveFile(t, {
      workspace: options.workspace ?? team.workspace,
      name,
      folderId: null,
      kind: options.kind ?? 'image',
      size: options.size ?? bytes.length,
    });
    await t.context.storage.put(file.versions[0]!.storageKey, bytes, 'application/octet-stream');
    return file.id;
  }

  const render = (body: object, token = team.collaborator.token) =>
    call('POST', `templates/${templateId}/render`, token, {
      workspaceId: team.workspace.id,
      folderId,
      sizes: ['4:5'],
      ...body,
    });
  const preview = (body: object, token = team.collaborator.token) =>
    call('POST', `templates/${templateId}/preview`, token, { workspaceId: team.workspace.id, ...body });
  const storedPng = async (fileId: string) => {
    const [row] = await t.context.database.db
      .select({ key: driveFileVersions.storageKey })
      .from(driveFiles)
      .innerJoin(driveFileVersions, eq(driveFileVersions.id, driveFiles.activeVersionId))
      .where(eq(driveFiles.id, fileId));
    const stored = await t.context.storage.get(row!.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    return sharp(Buffer.concat(chunks)).metadata();
  };

  it('renders each size into the folder as PNG files, and a second render as new versions', async () => {
    const text = slotOf('text')!;
    const image = slotOf('image');
    const colour = slotOf('colour');
    const fields = { [text.key]: 'Summer glow', ...(image ? { [image.key]: { fileId: productId } } : {}) };
    const colours = colour ? { [colour.key]: '#FFFFFF' } : undefined;
    expect(await usedTemplateCount(t.context.database.db, team.org.id)).toBe(0);
    const first = await render({ fields, colours, sizes: ['4:5', '9:16', '1:1'] });
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<TemplateRenderResponse>();
    expect(answer.message).toBe(TEMPLATE_MESSAGES.rendered(3));
    expect(answer.files.map(({ name, resolution }) => [name, resolution])).toEqual([
      [`${design.name} 4x5.png`, '1080x1350'],
      [`${design.name} 9x16.png`, '1080x1920'],
      [`${design.name} 1x1.png`, '1080x1080'],
    ]);
    const inFolder = await t.context.database.db
      .select({ id: driveFiles.id, name: driveFiles.name })
      .from(driveFiles)
      .where(and(eq(driveFiles.workspaceId, team.workspace.id), eq(driveFiles.folderId, folderId)));
    expect(inFolder.map((file) => file.id).sort()).toEqual(answer.files.map((file) => file._id).sort());
    // A render is a use of the template in the workspace: counted once, however often.
    expect(await usedTemplateCount(t.context.database.db, team.org.id)).toBe(1);
    const portrait = await storedPng(answer.files[0]!._id);
    expect([portrait.format, portrait.width, portrait.height]).toEqual(['png', 1080, 1350]);
    const story = await storedPng(answer.files[1]!._id);
    expect([story.width, story.height]).toEqual([1080, 1920]);

    const again = await render({ fields: { [text.key]: 'Winter glow' }, sizes: ['4:5'] });
    expect(again.statusCode, again.body).toBe(200);
    const [file] = again.json<TemplateRenderResponse>().files;
    expect(file!._id).toBe(answer.files[0]!._id);
    const versions = await t.context.database.db
      .select({ number: driveFileVersions.number })
      .from(driveFileVersions)
      .where(eq(driveFileVersions.fileId, file!._id));
    expect(versions.map((version) => version.number).sort()).toEqual([1, 2]);

    // Into the workspace's root: a file of its own there.
    const root = await render({ folderId: team.workspace.id, sizes: ['1:1'] });
    expect(root.statusCode, root.body).toBe(200);
    const [rootFile] = root.json<TemplateRenderResponse>().files;
    expect(rootFile!._id).not.toBe(answer.files[2]!._id);
  });

  it('draws a live preview at half the pixels of its size, as a PNG kept a little while', async () => {
    const response = await preview({ size: '9:16', fields: { [slotOf('text')!.key]: 'Live' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([540, 960]);
  });

  it('refuses bad sizes, slots, texts, colours and folders in the spec’s words', async () => {
    const text = slotOf('text')!;
    const long = design.slots.find((slot) => slot.kind === 'text' && slot.maxLength !== null);
    const cases: [object, string][] = [
      [{ sizes: [] }, TEMPLATE_MESSAGES.sizesRequired],
      [{ sizes: ['2:3'] }, TEMPLATE_MESSAGES.sizeInvalid],
      [{ fields: { nowhere: 'x' } }, TEMPLATE_MESSAGES.slotUnknown('nowhere')],
      [{ colours: { [text.key]: '#000000' } }, TEMPLATE_MESSAGES.slotUnknown(text.key)],
      [{ colours: { background: 'red' } }, TEMPLATE_MESSAGES.colourInvalid],
      [{ folderId: '' }, TEMPLATE_MESSAGES.folderRequired],
      ...(slotOf('image')
        ? [
            [
              { fields: { [slotOf('image')!.key]: 'https://example.com/product.png' } },
              TEMPLATE_MESSAGES.imageNotFound,
            ] as [object, string],
          ]
        : []),
      ...(long
        ? [
            [
              { fields: { [long.key]: 'x'.repeat(long.maxLength! + 1) } },
              TEMPLATE_MESSAGES.textTooLong(long.label, long.maxLength!),
            ] as [object, string],
          ]
        : []),
    ];
    for (const [body, message] of cases) {
      const response = await render(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const previewSize = await preview({ size: '3:4' });
    expect(previewSize.statusCode).toBe(400);
    expect(messageOf(previewSize)).toBe(TEMPLATE_MESSAGES.sizeInvalid);
  });

  it('removes NUL characters from texts and refuses lone surrogates', async () => {
    const text = slotOf('text')!;
    const nul = await preview({ fields: { [text.key]: 'Glow\u0000 now' } });
    expect(nul.statusCode).toBe(200);
    const lone = await preview({ fields: { [text.key]: 'Glow \uD800 now' } });
    expect(lone.statusCode).toBe(400);
    const loneKey = await preview({ fields: { 'bad\uDC00\u0000key': 'x' } });
    expect(loneKey.statusCode).toBe(400);
  });

  it('refuses a product image that is not an image, too large, or not in the workspace', async () => {
    const image = slotOf('image');
    if (!image) return;
    const withImage = (fileId: string) => ({ fields: { [image.key]: { fileId } } });
    const video = await imageFile('Clip', Buffer.from('not really a video'), { kind: 'video' });
    const text = await imageFile('Notes', Buffer.from('%PDF-1.4 a text file named as a PNG'));
    const bomb = await imageFile('Huge', pngHeaderOnly(16_000, 16_000));
    const heavy = await imageFile('Heavy', Buffer.from('x'), { size: 26 * 1024 * 1024 });
    const rivalFile = await imageFile('Rival', Buffer.from('x'), {
      workspace: { id: team.otherWorkspace.id, orgId: team.otherOrg.id },
    });
    const cases: [string, number, string][] = [
      [video, 400, TEMPLATE_MESSAGES.imageNotImage],
      [text, 400, TEMPLATE_MESSAGES.imageNotImage],
      [bomb, 400, TEMPLATE_MESSAGES.imageTooLarge],
      [heavy, 400, TEMPLATE_MESSAGES.imageTooLarge],
      [rivalFile, 404, TEMPLATE_MESSAGES.imageNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, TEMPLATE_MESSAGES.imageNotFound],
    ];
    const before = await t.context.database.db.select({ id: driveFiles.id }).from(driveFiles);
    const usesBefore = await usedTemplateCount(t.context.database.db, team.org.id);
    for (const [fileId, status, message] of cases) {
      for (const response of [await render(withImage(fileId)), await preview(withImage(fileId))]) {
        expect(response.statusCode, fileId).toBe(status);
        expect(messageOf(response)).toBe(message);
      }
    }
    // Nothing was saved to the Creative Hub, and no use was counted.
    expect(await t.context.database.db.select({ id: driveFiles.id }).from(driveFiles)).toHaveLength(
      before.length,
    );
    expect(await usedTemplateCount(t.context.database.db, team.org.id)).toBe(usesBefore);
  });

  it('counts no use and saves nothing when a render is refused', async () => {
    const fresh = await createTeam(t);
    const freshFolder = await insertDriveFolder(t, { workspace: fresh.workspace, name: 'Fresh' });
    const image = slotOf('image');
    const bomb = await imageFile('Huge', pngHeaderOnly(16_000, 16_000), { workspace: fresh.workspace });
    const bodies: object[] = [
      { fields: { nowhere: 'x' } },
      ...(image ? [{ fields: { [image.key]: { fileId: bomb } } }] : []),
    ];
    for (const body of bodies) {
      const refused = await call('POST', `templates/${templateId}/render`, fresh.admin.token, {
        workspaceId: fresh.workspace.id,
        folderId: freshFolder.id,
        sizes: ['4:5'],
        ...body,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(await usedTemplateCount(t.context.database.db, fresh.org.id)).toBe(0);
    const files = await t.context.database.db
      .select({ id: driveFiles.id })
      .from(driveFiles)
      .where(eq(driveFiles.folderId, freshFolder.id));
    expect(files).toEqual([]);
  });

  it('refuses guests (403), another organisation (404), its folders (404) and imports without a layout', async () => {
    expect((await render({}, team.guest.token)).statusCode).toBe(403);
    expect((await preview({}, team.guest.token)).statusCode).toBe(403);
    expect((await render({}, team.outsider.token)).statusCode).toBe(404);
    const rivalFolder = await insertDriveFolder(t, {
      workspace: { id: team.otherWorkspace.id, orgId: team.otherOrg.id },
      name: 'Theirs',
    });
    expect((await render({ folderId: rivalFolder.id })).statusCode).toBe(404);
    expect((await render({ folderId: 'not-a-folder' })).statusCode).toBe(404);
    const rivalImport = await insertImportedTemplate(t, { orgId: team.otherOrg.id, name: 'Rival' });
    const rival = await call('POST', `templates/${rivalImport.id}/render`, team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId,
      sizes: ['4:5'],
    });
    expect(rival.statusCode).toBe(404);
    expect(messageOf(rival)).toBe(TEMPLATE_MESSAGES.notFound);
  });
});
