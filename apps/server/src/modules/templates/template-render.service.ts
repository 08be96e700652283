import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  cleanText,
  defaultMessageForStatus,
  hasLoneSurrogate,
  IMAGE_MAX_SIDE_PX,
  TEMPLATE_MESSAGES,
  TEMPLATE_RENDER_PIXELS,
  type TemplatePreviewBody,
  type TemplateRenderBody,
  type TemplateRenderResponse,
  type TemplateRenderSize,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { activeFileVersions, importDriveFile } from '../drive/index.ts';
import { libraryDesigns } from './library-seed.ts';
import { RENDERS_AT_ONCE, renderSlots } from './render-slots.ts';
import { renderDesignPng, type DesignFieldValue, type LibraryDesign } from './library/index.ts';
import type { TemplateRow } from './tables.ts';
import { templateRenders } from './tables.ts';
import { readImageHeader, renderImage } from '../../platform/media/render-child/render-images.ts';

/*
 * "Make it yours": a library design filled with a brand's texts, colours and Creative Hub images, drawn as
 * a live preview (one size, half the render's pixels) or rendered at each size into a Creative Hub folder.
 * Drawings run in the process's render slots (render-slots.ts).
 */

/** Product images: 25 MB and 8,000 px a side at most, PNG, JPEG or WebP by their bytes. */
export const PRODUCT_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** Images are shrunk to this before they go into a design: no slot is wider than the render. */
const PRODUCT_IMAGE_MAX_PX = 1920;

type Fields = TemplateRenderBody['fields'];
type Colours = TemplateRenderBody['colours'];

/** The library design of a template: only Hookline's own designs are drawn here. */
export function designOf(template: TemplateRow): LibraryDesign {
  const design = template.key ? libraryDesigns().get(template.key) : undefined;
  if (!design) throw notFound(TEMPLATE_MESSAGES.notFound);
  return design;
}

const printable = (key: string) => cleanText(key).replace(/[\uD800-\uDFFF]/g, '\uFFFD');

/** Checks a text against its slot: well-formed, control characters removed, within the slot's length. */
function textOf(design: LibraryDesign, key: string, value: string): string {
  const slot = design.slots.find((candidate) => candidate.key === key);
  if (!slot || slot.kind !== 'text') throw badRequest(TEMPLATE_MESSAGES.slotUnknown(printable(key)));
  if (hasLoneSurrogate(value)) throw badRequest(defaultMessageForStatus(400));
  const text = cleanText(value, { multiline: true }).trim();
  if (slot.maxLength !== null && [...text].length > slot.maxLength) {
    throw badRequest(TEMPLATE_MESSAGES.textTooLong(slot.label, slot.maxLength));
  }
  return text;
}

/** Checks the colours against the design's colour slots. */
function coloursOf(design: LibraryDesign, colours: Colours): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [key, value] of Object.entries(colours ?? {})) {
    const slot = design.slots.find((candidate) => candidate.key === key);
    if (!slot || slot.kind !== 'colour') throw badRequest(TEMPLATE_MESSAGES.slotUnknown(printable(key)));
    checked[key] = value.toLowerCase();
  }
  return checked;
}

async function readAll(body: Readable, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > max) {
      body.destroy();
      return undefined;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A Creative Hub image of the workspace, checked by its bytes (PNG, JPEG or WebP, 25 MB, 8,000 px a side,
 * read from the header before decoding), then decoded under a pixel limit and shrunk to what a slot shows.
 */
async function productImage(
  context: Pick<AppContext, 'database' | 'storage'>,
  workspaceId: string,
  fileId: string,
): Promise<Buffer> {
  const [version] = await activeFileVersions(context.database.db, { workspaceId, fileIds: [fileId] });
  if (!version) throw notFound(TEMPLATE_MESSAGES.imageNotFound);
  if (version.kind !== 'image') throw badRequest(TEMPLATE_MESSAGES.imageNotImage);
  if (version.size > PRODUCT_IMAGE_MAX_BYTES) throw badRequest(TEMPLATE_MESSAGES.imageTooLarge);
  const stored = await context.storage.get(version.storageKey);
  if (!stored) throw notFound(TEMPLATE_MESSAGES.imageNotFound);
  const bytes = await readAll(stored.body, PRODUCT_IMAGE_MAX_BYTES);
  if (!bytes) throw badRequest(TEMPLATE_MESSAGES.imageTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !PRODUCT_IMAGE_TYPES.includes(detected.mime)) {
    throw badRequest(TEMPLATE_MESSAGES.imageNotImage);
  }
  const header = await readImageHeader({ bytes, limitInputPixels: false }, 'now').catch(() => {
    throw badRequest(TEMPLATE_MESSAGES.imageNotImage);
  });
  const height = header.pageHeight ?? header.height;
  if (header.width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX) {
    throw badRequest(TEMPLATE_MESSAGES.imageTooLarge);
  }
  // Most images decode in strips; an interlaced PNG or a progressive JPEG is held whole, so it runs alone.
  const weight = header.isProgressive ? RENDERS_AT_ONCE : 1;
  return renderSlots.run(
    () =>
      renderImage(
        { bytes, limitInputPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX },
        { format: 'png' },
        [
          { autoOrient: true },
          {
            resize: {
              width: PRODUCT_IMAGE_MAX_PX,
              height: PRODUCT_IMAGE_MAX_PX,
              fit: 'inside',
              withoutEnlargement: true,
            },
          },
        ],
        'now',
      ).catch((error: unknown) => {
        const tooLarge = error instanceof Error && error.message.includes('pixel limit');
        throw badRequest(tooLarge ? TEMPLATE_MESSAGES.imageTooLarge : TEMPLATE_MESSAGES.imageNotImage);
      }),
    weight,
  );
}

/** The filled slots: texts checked, images read from the Creative Hub and decoded, colours checked. */
export async function filledSlots(
  context: Pick<AppContext, 'database' | 'storage'>,
  input: { design: LibraryDesign; workspaceId: string; fields: Fields; colours: Colours },
): Promise<{ fields: Record<string, DesignFieldValue>; colours: Record<string, string> }> {
  const { design } = input;
  const colours = coloursOf(design, input.colours);
  const fields: Record<string, DesignFieldValue> = {};
  const images: [string, string][] = [];
  for (const [key, value] of Object.entries(input.fields)) {
    const slot = design.slots.find((candidate) => candidate.key === key);
    // An image slot takes a Creative Hub file, never a text (a link to somewhere else, say).
    if (slot?.kind === 'image' && typeof value === 'string') {
      throw badRequest(TEMPLATE_MESSAGES.imageNotFound);
    }
    if (typeof value === 'string') {
      fields[key] = textOf(design, key, value);
      continue;
    }
    if (slot?.kind !== 'image') throw badRequest(TEMPLATE_MESSAGES.slotUnknown(printable(key)));
    images.push([key, value.fileId]);
  }
  for (const [key, fileId] of images) {
    fields[key] = { image: await productImage(context, input.workspaceId, fileId) };
  }
  return { fields, colours };
}

/** The live preview: one size at half the render's pixels, as a PNG. */
export async function previewTemplate(
  context: Pick<AppContext, 'database' | 'storage'>,
  input: { template: TemplateRow; workspaceId: string; body: TemplatePreviewBody },
): Promise<Buffer> {
  const design = designOf(input.template);
  const { fields, colours } = await filledSlots(context, {
    design,
    workspaceId: input.workspaceId,
    fields: input.body.fields,
    colours: input.body.colours,
  });
  const { width, height } = TEMPLATE_RENDER_PIXELS[input.body.size];
  return renderSlots.run(() =>
    renderDesignPng(
      { design, fields, colours, width: Math.round(width / 2), height: Math.round(height / 2) },
      'now',
    ),
  );
}

const fileNameOf = (template: TemplateRow, size: TemplateRenderSize) =>
  `${template.name} ${size.replace(':', 'x')}.png`;

/**
 * Renders the design at each size and saves each PNG into the folder as a Creative Hub file; a size the
 * same template was rendered at into the same folder before becomes a new version of that file. The caller
 * has proven the member may upload into the folder (`folderId`: the folder's id, the workspace's for its root).
 */
export async function renderTemplate(
  context: AppContext,
  input: {
    template: TemplateRow;
    orgId: string;
    workspaceId: string;
    userId: string;
    folderId: string;
    body: TemplateRenderBody;
    /** Counts the use once the request is known good, before anything is saved. */
    countUse: () => Promise<unknown>;
  },
): Promise<TemplateRenderResponse> {
  const { template, body } = input;
  const { db } = context.database;
  const design = designOf(template);
  const { fields, colours } = await filledSlots(context, {
    design,
    workspaceId: input.workspaceId,
    fields: body.fields,
    colours: body.colours,
  });
  await input.countUse();
  const sizes = [...new Set(body.sizes)];
  const directory = await mkdtemp(path.join(tmpdir(), 'hookline-template-'));
  try {
    const files: TemplateRenderResponse['files'] = [];
    for (const size of sizes) {
      const { width, height } = TEMPLATE_RENDER_PIXELS[size];
      const png = await renderSlots.run(() =>
        renderDesignPng({ design, fields, colours, width, height }, 'now'),
      );
      const name = fileNameOf(template, size);
      const file = path.join(directory, `${size.replace(':', 'x')}.png`);
      await writeFile(file, png);
      const [earlier] = await db
        .select({ fileId: templateRenders.fileId })
        .from(templateRenders)
        .where(
          and(
            eq(templateRenders.workspaceId, input.workspaceId),
            eq(templateRenders.folderId, input.folderId),
            eq(templateRenders.templateId, template.id),
            eq(templateRenders.size, size),
          ),
        )
        .limit(1);
      // The earlier file may have been deleted since: then this render is a new file.
      const [stillThere] = earlier
        ? await activeFileVersions(db, { workspaceId: input.workspaceId, fileIds: [earlier.fileId] })
        : [];
      const saved = await importDriveFile(context, {
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        folderId: input.folderId === input.workspaceId ? null : input.folderId,
        fileId: stillThere?.fileId ?? null,
        filename: name,
        path: file,
        userId: input.userId,
        resolution: `${width}x${height}`,
      });
      await db
        .insert(templateRenders)
        .values({
          orgId: input.orgId,
          workspaceId: input.workspaceId,
          folderId: input.folderId,
          templateId: template.id,
          size,
          fileId: saved.fileId,
        })
        .onConflictDoUpdate({
          target: [
            templateRenders.workspaceId,
            templateRenders.folderId,
            templateRenders.templateId,
            templateRenders.size,
          ],
          set: { fileId: saved.fileId, renderedAt: new Date() },
        });
      files.push({ _id: saved.fileId, name, resolution: `${width}x${height}` });
    }
    return { files, message: TEMPLATE_MESSAGES.rendered(files.length) };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
