import { IMAGE_MAX_SIDE_PX, TEMPLATE_MESSAGES, type TemplateImportBody } from '@hookline/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import {
  importCanvaTemplate,
  importFigmaFrame,
  type ImportedDesign,
} from './connectors/templates-connectors.service.ts';
import { renderSlots } from './render-slots.ts';
import { importPreviewKey, PREVIEW_SIZES } from './template-media.ts';
import { templates, type TemplateRow } from './tables.ts';

type ImportContext = Pick<AppContext, 'config' | 'database' | 'clock' | 'storage'>;

/** The provider's render as the library's previews are kept: a PNG, 540 px wide, never larger than drawn. */
async function previewPng(design: ImportedDesign): Promise<{ bytes: Buffer; width: number; height: number }> {
  const width = PREVIEW_SIZES[design.orientation].width;
  const output = await renderSlots.run(() =>
    sharp(design.preview.bytes, { limitInputPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX, pages: 1 })
      .resize({ width, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw badRequest(TEMPLATE_MESSAGES.imageNotImage);
      }),
  );
  return { bytes: output.data, width: output.info.width, height: output.info.height };
}

/**
 * `POST templates/import`: a Figma frame or a Canva brand template becomes one of the organisation's
 * templates, with its slots, its "Open in …" link and its preview kept in storage (the provider's expires).
 * Importing the same design again refreshes the template instead of adding a second.
 */
export async function importTemplate(
  context: ImportContext,
  input: { orgId: string; body: TemplateImportBody },
): Promise<TemplateRow> {
  const { body, orgId } = input;
  const design =
    body.figmaUrl !== undefined
      ? await importFigmaFrame(context, { figmaUrl: body.figmaUrl })
      : await importCanvaTemplate(context, { orgId, canvaTemplateId: body.canvaTemplateId ?? '' });
  const { db } = context.database;
  const [existing] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.orgId, orgId), eq(templates.designUrl, design.designURL)))
    .limit(1);
  const templateId = existing?.id ?? randomUUID();
  const preview = await previewPng(design);
  const key = importPreviewKey({ orgId, templateId, orientation: design.orientation }, preview.bytes);
  await context.storage.put(key, preview.bytes, 'image/png');
  const values = {
    name: design.name,
    orientation: design.orientation,
    source: design.source,
    designUrl: design.designURL,
    slots: design.slots,
    previews: [{ orientation: design.orientation, key, width: preview.width, height: preview.height }],
  };
  // Two imports of one design at once make one template (the organisation's designs are unique by link).
  const [row] = await db
    .insert(templates)
    .values({ id: templateId, orgId, ...values, createdAt: context.clock.now() })
    .onConflictDoUpdate({ target: [templates.orgId, templates.designUrl], set: values })
    .returning();
  const replaced = existing?.previews.map((kept) => kept.key).filter((kept) => kept !== key) ?? [];
  if (replaced.length > 0) await context.storage.deleteMany(replaced);
  return row!;
}
