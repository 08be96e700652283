import {
  PRODUCTS,
  TEMPLATE_INDUSTRIES,
  TEMPLATE_THEMES,
  type Product,
  type TemplateSeason,
} from '@hookline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, signIn, bearer } from '../../test/factories.ts';
import { addMember } from '../../test/tenancy-factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { LibraryDesign } from './library/index.ts';
import { upsertLibraryTemplates } from './library-seed.ts';
import { templates, type TemplateRow } from './tables.ts';

/*
 * Ad Templates' test setup: a test's members get the `adtemplates` product in their workspace grant's
 * `products` (the `workspace_grants` row), as `createTeam` gives every product, or leave it out here.
 */

const base = '/api/v1';

/** Calls the app as a signed-in member. */
export const templatesCaller =
  (t: TestApp) => (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** A collaborator of `workspace` whose grant holds `products` only (every product but Ad Templates by default). */
export async function memberWithProducts(
  t: TestApp,
  input: { org: { id: string }; workspace: { id: string }; products?: Product[] },
): Promise<{ userId: string; token: string }> {
  const user = await createUser(t, { firstName: 'Pia' });
  await addMember(t, {
    org: input.org,
    user,
    orgRole: 'org_member',
    grants: [
      {
        workspace: input.workspace,
        roleName: 'collaborator',
        products: input.products ?? PRODUCTS.filter((product) => product !== 'adtemplates'),
      },
    ],
  });
  const tokens = await signIn(t, user);
  return { userId: user.id, token: tokens.token };
}

/** `count` designs spread over the industries, themes, both orientations and seasons, a day apart. */
export function sampleDesigns(
  count: number,
  prefix: string,
  options: { season?: (index: number) => TemplateSeason | null } = {},
): LibraryDesign[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `${prefix}-${index}`,
    name: `${prefix} ${index}`,
    industry: TEMPLATE_INDUSTRIES[index % TEMPLATE_INDUSTRIES.length]!,
    theme: TEMPLATE_THEMES[index % TEMPLATE_THEMES.length]!,
    orientation: index % 2 === 0 ? 'portrait' : 'landscape',
    season: options.season ? options.season(index) : null,
    addedOn: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
    slots: [
      { key: 'headline', kind: 'text', role: 'headline', label: 'Headline', maxLength: 40, default: 'Hello' },
    ],
  }));
}

/** Seeds designs into the library (no previews drawn): the fast path of tests. */
export async function seedDesigns(t: TestApp, designs: readonly LibraryDesign[]): Promise<void> {
  await upsertLibraryTemplates(t.context.database.db, designs);
}

/** A template an organisation imported (Figma), seen by that organisation only. */
export async function insertImportedTemplate(
  t: TestApp,
  input: { orgId: string; name: string; createdAt?: Date },
): Promise<TemplateRow> {
  const [row] = await t.context.database.db
    .insert(templates)
    .values({
      orgId: input.orgId,
      name: input.name,
      industry: 'beauty',
      theme: 'sale',
      orientation: 'portrait',
      season: null,
      source: 'figma',
      designUrl: 'https://www.figma.com/design/abc123/Ads?node-id=1-2',
      slots: [],
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('insert into templates returned nothing');
  return row;
}

/** The library's template rows by design key. */
export async function templateIdsByKey(t: TestApp): Promise<Map<string, string>> {
  const rows = await t.context.database.db.select({ id: templates.id, key: templates.key }).from(templates);
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
}
