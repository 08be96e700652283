import {
  TEMPLATE_MESSAGES,
  type Template,
  type TemplateListBody,
  type TemplateListResponse,
} from '@hookline/domain';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import { templateMarks } from './template-favourites.ts';
import type { TemplateMediaLinks } from './template-media.ts';
import { templates, templateSaves, type TemplateRow } from './tables.ts';

/** Who reads the library: a member of an organisation (imports are that organisation's only). */
export interface TemplateReader {
  userId: string;
  orgId: string;
}

/** The library's own templates, and those the reader's organisation imported. */
const visibleTo = (orgId: string) => or(isNull(templates.orgId), eq(templates.orgId, orgId));

/** A template the reader may see, or 404 'Template not found' (another organisation's import included). */
export async function findVisibleTemplate(
  db: Executor,
  reader: Pick<TemplateReader, 'orgId'>,
  templateId: string,
): Promise<TemplateRow> {
  if (!isUuid(templateId)) throw notFound(TEMPLATE_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), visibleTo(reader.orgId)))
    .limit(1);
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return row;
}

/** The templates among `ids` the user has used ("previously used"). */
async function savedAmong(db: Executor, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ templateId: templateSaves.templateId })
    .from(templateSaves)
    .where(and(eq(templateSaves.userId, userId), inArray(templateSaves.templateId, [...ids])));
  return new Set(rows.map((row) => row.templateId));
}

/** Templates as the API sends them, with the reader's own favourites and uses, in one query each. */
export async function templateDtos(
  db: Executor,
  reader: TemplateReader,
  rows: readonly TemplateRow[],
  media: TemplateMediaLinks,
): Promise<Template[]> {
  const ids = rows.map((row) => row.id);
  const [{ favourites }, saved] = await Promise.all([
    templateMarks.marksAmong(db, { userId: reader.userId, targetIds: ids }),
    savedAmong(db, reader.userId, ids),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    industry: row.industry,
    theme: row.theme,
    orientation: row.orientation,
    season: row.season,
    source: row.source,
    previews: [...row.previews]
      .sort((a, b) => (a.orientation === b.orientation ? 0 : a.orientation === 'portrait' ? -1 : 1))
      .map((preview) => ({
        orientation: preview.orientation,
        url: media.url(preview.key),
        width: preview.width,
        height: preview.height,
      })),
    designURL: row.designUrl,
    slots: row.slots,
    orgId: row.orgId,
    isFavourite: favourites.has(row.id),
    isSaved: saved.has(row.id),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function readTemplate(
  db: Executor,
  reader: TemplateReader,
  templateId: string,
  media: TemplateMediaLinks,
) {
  const row = await findVisibleTemplate(db, reader, templateId);
  const [dto] = await templateDtos(db, reader, [row], media);
  return dto!;
}

/** The conditions of the filter panel, each dimension optional. */
function filtersOf(reader: TemplateReader, filters: TemplateListBody['filters']): SQL[] {
  const conditions: SQL[] = [visibleTo(reader.orgId)!];
  if (filters.industries?.length) conditions.push(inArray(templates.industry, filters.industries));
  if (filters.themes?.length) conditions.push(inArray(templates.theme, filters.themes));
  if (filters.orientation) conditions.push(eq(templates.orientation, filters.orientation));
  if (filters.season) conditions.push(eq(templates.season, filters.season));
  if (filters.imported) conditions.push(eq(templates.orgId, reader.orgId));
  if (filters.favourite) conditions.push(templateMarks.favouriteOf(reader.userId, templates.id));
  if (filters.previouslyUsed) {
    conditions.push(sql`exists (select 1 from ${templateSaves} saved
      where saved.user_id = ${reader.userId}::uuid and saved.template_id = ${templates.id})`);
  }
  return conditions;
}

/** A seed for a random order asked for without one: that page is random, later ones can't follow it. */
const anySeed = () => Math.floor(Math.random() * 2_147_483_647);

/**
 * A page of the library (API.md, "Ad templates"): filtered, sorted newest, oldest or in the random order
 * `seed` fixes (the same seed gives the same order on every page), with the total of the filtered list.
 */
export async function listTemplates(
  db: Executor,
  reader: TemplateReader,
  body: TemplateListBody,
  media: TemplateMediaLinks,
): Promise<TemplateListResponse> {
  const where = and(...filtersOf(reader, body.filters));
  const order =
    body.sort === 'random'
      ? [sql`md5(${String(body.seed ?? anySeed())} || ${templates.id}::text)`, asc(templates.id)]
      : body.sort === 'oldest'
        ? [asc(templates.createdAt), asc(templates.id)]
        : [desc(templates.createdAt), desc(templates.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(...order)
      .limit(body.limit)
      .offset((body.page - 1) * body.limit),
    db.select({ total: count() }).from(templates).where(where),
  ]);
  return { data: await templateDtos(db, reader, rows, media), total: total?.total ?? 0 };
}
