import {
  cleanText,
  hasLoneSurrogate,
  IMAGE_MAX_SIDE_PX,
  TEMPLATE_MESSAGES,
  type TemplateAutofillBody,
  type TemplateImportBody,
} from '@hookline/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import {
  autofillCanvaTemplate,
  importCanvaTemplate,
  importFigmaFrame,
  type ImportedDesign,
} from './connectors/templates-connectors.service.ts';
import { renderSlots } from './render-slots.ts';
import { importPreviewKey, PREVIEW_SIZES } from './template-media.ts';
import { templates, type TemplateRow } from './tables.ts';
import { renderImages } from '../../platform/media/render-child/render-images.ts';

type ImportContext = Pick<AppContext, 'config' | 'database' | 'clock' | 'storage'>;

/** The provider's render as the library's previews are kept: a PNG, 540 px wide, never larger than drawn. */
async function previewPng(design: ImportedDesign): Promise<{ bytes: Buffer; width: number; height: number }> {
  const width = PREVIEW_SIZES[design.orientation].width;
  const made = await renderSlots.run(() =>
    renderImages(
      {
        source: { bytes: design.preview.bytes, limitInputPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX },
        outputs: [{ steps: [{ resize: { width, withoutEnlargement: true } }], encoding: { format: 'png' } }],
      },
      'now',
    ).catch(() => {
      throw badRequest(TEMPLATE_MESSAGES.imageNotImage);
    }),
  );
  return made.outputs[0]!;
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
    externalId: design.externalId,
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

/**
 * `POST templates/{templateId}/autofill`: a Canva brand template's text fields filled into a new design in the
 * organisation's Canva, where its images and final touches are done. Each field must be one of its text slots.
 */
export async function autofillTemplate(
  context: ImportContext,
  input: { orgId: string; template: TemplateRow; body: TemplateAutofillBody },
): Promise<{ designURL: string }> {
  const { template, body } = input;
  if (template.source !== 'canva' || !template.externalId) {
    throw badRequest(TEMPLATE_MESSAGES.autofillCanvaOnly);
  }
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.fields)) {
    const slot = template.slots.find((candidate) => candidate.key === key && candidate.kind === 'text');
    if (!slot) throw badRequest(TEMPLATE_MESSAGES.slotUnknown(key));
    if (hasLoneSurrogate(value)) throw badRequest(TEMPLATE_MESSAGES.textInvalid);
    const text = cleanText(value);
    if (slot.maxLength !== null && text.length > slot.maxLength) {
      throw badRequest(TEMPLATE_MESSAGES.textTooLong(slot.label, slot.maxLength));
    }
    texts[key] = text;
  }
  const design = await autofillCanvaTemplate(context, {
    orgId: input.orgId,
    canvaTemplateId: template.externalId,
    title: body.title ? cleanText(body.title) : template.name,
    texts,
  });
  const designURL = design.editUrl ?? design.viewUrl;
  if (!designURL) throw badRequest(TEMPLATE_MESSAGES.canvaTemplateInvalid);
  return { designURL };
}
