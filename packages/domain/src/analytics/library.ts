import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { exactText, singleLineText } from '../validation/text-schemas.ts';
import { reportQueryResponse } from './report-query.ts';
import { reportFieldsSchema } from './reports.ts';

const name = (message: string, max = 120) =>
  requiredString(message).max(max, {
    error: `Name must be at most ${max} characters long`,
  });
const emoticon = singleLineText().max(16);

// ---------- Folders ----------

export const folderIdParams = z.object({ folderId: requiredString() });
export const folderTreeQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
  adAccountId: requiredString().optional(),
});
export const createFolderBody = z.object({
  workspaceId: requiredString(),
  adAccountId: requiredString('Please select an ad account'),
  name: name('Please enter a folder name'),
  emoticon: emoticon.nullable().optional(),
});
export const updateFolderBody = z
  .object({
    name: name('Please enter a folder name').optional(),
    emoticon: emoticon.nullable().optional(),
  })
  .refine((body) => body.name !== undefined || body.emoticon !== undefined, { error: 'Nothing to update' });
/** The whole order of an ad account's folders, and optionally of the reports inside each. */
export const reorderFoldersBody = z.object({
  workspaceId: requiredString(),
  adAccountId: requiredString(),
  folders: z
    .array(z.object({ _id: requiredString(), reportIds: z.array(requiredString()).optional() }))
    .min(1),
});
export const folderReportSchema = z.object({
  _id: z.string(),
  name: z.string(),
  adAccountId: z.string(),
  reportType: z.string(),
  emoticon: z.string().nullable(),
});
/** Spec section 3, "Folder": _id, name, adAccountId, children (reports). */
export const folderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  adAccountId: z.string(),
  workspaceId: z.string(),
  emoticon: z.string().nullable(),
  position: z.number().int(),
  children: z.array(folderReportSchema),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderTreeResponse = z.object({
  data: z.array(folderSchema),
  unfiled: z.array(folderReportSchema),
});
export const deleteFolderResponse = z.object({ folderId: z.string() });

// ---------- Snapshots ----------

export const snapshotIdParams = z.object({ snapshotId: requiredString() });
export const createSnapshotBody = z.object({
  reportId: requiredString(),
  name: name('Please enter a snapshot name').optional(),
});
export const updateSnapshotBody = z.object({ name: name('Please enter a snapshot name') });
export const snapshotSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  adAccountId: z.string(),
  reportId: z.string().nullable(),
  name: z.string(),
  report: reportFieldsSchema,
  result: reportQueryResponse,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** Path of the public view, readable without an account. */
  publicPath: z.string(),
});
export const snapshotSummarySchema = snapshotSchema.omit({ result: true, report: true });
/**
 * A snapshot as anyone with its link reads it: what it shows, without the ids of the workspace, ad account,
 * report and member it came from. Its lines' `groupId`s (`row-1`...), ads' `_id`s (`ad-1`...) and creative
 * tags' `_id`s (`tag-1`...) are keys of the snapshot's own, not the ads' or tags' ids.
 */
export const publicSnapshotSchema = snapshotSchema.omit({
  workspaceId: true,
  adAccountId: true,
  reportId: true,
  createdBy: true,
});
export type PublicSnapshot = z.infer<typeof publicSnapshotSchema>;
export const snapshotListResponse = z.object({ data: z.array(snapshotSummarySchema) });

// ---------- Table presets ----------

export const presetIdParams = z.object({ presetId: requiredString() });
export const createPresetBody = z.object({
  workspaceId: requiredString(),
  platform: z.enum(['meta', 'tiktok'], { error: "platform must be 'meta' or 'tiktok'" }),
  name: name('Please enter a preset name'),
  metrics: z.array(requiredString()).min(1, { error: 'Please select at least one metric' }).max(150),
});
export const updatePresetBody = z
  .object({
    name: name('Please enter a preset name').optional(),
    metrics: z
      .array(requiredString())
      .min(1, { error: 'Please select at least one metric' })
      .max(150)
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.metrics !== undefined, { error: 'Nothing to update' });
export const presetSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  platform: z.enum(['meta', 'tiktok']),
  name: z.string(),
  metrics: z.array(z.string()),
  createdAt: z.string(),
});
export const presetListQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
  platform: z.enum(['meta', 'tiktok']).optional(),
});

// ---------- Creative tags ----------

export const creativeTagIdParams = z.object({ tagId: requiredString() });
const COLOUR_MESSAGE = 'color must be a hex colour like #4f46e5';
const colour = singleLineText({ invalid: COLOUR_MESSAGE }).regex(/^#[0-9a-fA-F]{6}$/, {
  error: COLOUR_MESSAGE,
});
export const createCreativeTagBody = z.object({
  workspaceId: requiredString(),
  adAccountId: requiredString(),
  name: name('Please enter a tag name', 60),
  color: colour.optional(),
});
export const updateCreativeTagBody = z
  .object({ name: name('Please enter a tag name', 60).optional(), color: colour.optional() })
  .refine((body) => body.name !== undefined || body.color !== undefined, { error: 'Nothing to update' });
/** Tags apply to creatives (by creative hash, else ad): every ad with that creative carries them. */
export const assignCreativeTagsBody = z.object({
  adIds: z.array(requiredString()).min(1, { error: 'Please select ads' }).max(500),
  tagIdsToAdd: z.array(requiredString()).max(50).default([]),
  tagIdsToRemove: z.array(requiredString()).max(50).default([]),
});
export const creativeTagSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  adAccountId: z.string(),
  name: z.string(),
  color: z.string(),
  adCount: z.number().int(),
});
export const creativeTagListQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
  adAccountId: requiredString('adAccountId is required'),
});

// ---------- Naming conventions ----------

export const namingConventionIdParams = z.object({ conventionId: requiredString() });
const PROPERTY_NAME_MESSAGE = 'Every property needs a name';
const propertyName = singleLineText({ invalid: PROPERTY_NAME_MESSAGE })
  .min(1, { error: PROPERTY_NAME_MESSAGE })
  .max(40)
  .regex(/^[^:]+$/, { error: 'Property names may not contain ":"' });
const SEPARATOR_MESSAGE = 'Please enter a separator';
export const namingConventionFieldsSchema = z.object({
  name: name('Please enter a naming convention name'),
  separator: exactText({ invalid: SEPARATOR_MESSAGE }).min(1, { error: SEPARATOR_MESSAGE }).max(5),
  properties: z
    .array(propertyName)
    .min(1, { error: 'Please name at least one property' })
    .max(20)
    .refine((list) => new Set(list.map((item) => item.toLowerCase())).size === list.length, {
      error: 'Property names must be unique',
    }),
});
export const createNamingConventionBody = namingConventionFieldsSchema.extend({
  workspaceId: requiredString(),
  adAccountId: requiredString(),
});
export const updateNamingConventionBody = namingConventionFieldsSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export const namingConventionSchema = namingConventionFieldsSchema.extend({
  _id: z.string(),
  workspaceId: z.string(),
  adAccountId: z.string(),
  createdAt: z.string(),
});
export const namingConventionListQuery = creativeTagListQuery;

/** Splits an ad name by a convention: the n-th part is the n-th property; missing parts are null. */
export function splitAdName(
  adName: string,
  convention: { separator: string; properties: readonly string[] },
): Record<string, string | null> {
  const parts = adName.split(convention.separator).map((part) => part.trim());
  const result: Record<string, string | null> = {};
  convention.properties.forEach((property, index) => {
    const part = parts[index];
    result[property] = part === undefined || part === '' ? null : part;
  });
  return result;
}

// ---------- AI grouping ----------

export const aiGroupingStatusSchema = z.object({
  enabled: z.boolean(),
  status: z.enum(['disabled', 'pending', 'running', 'ready', 'error']),
  labelledAds: z.number().int(),
  totalAds: z.number().int(),
  /** "AI computation in progress" while not ready. */
  message: z.string().nullable(),
  /** `heuristic` when labelled by the offline keyword classifier, `ai` through the AI provider. */
  source: z.enum(['heuristic', 'ai']).nullable(),
});
