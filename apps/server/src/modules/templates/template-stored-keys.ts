import { eq } from 'drizzle-orm';
import type { StoredKeysLister } from '../../platform/usage.ts';
import { templates } from './tables.ts';

/** The stored previews of the designs an organisation imported (Hookline's own belong to no organisation). */
export const templateStoredKeys: StoredKeysLister = async (db, orgId) => {
  const imported = await db
    .select({ previews: templates.previews })
    .from(templates)
    .where(eq(templates.orgId, orgId));
  return imported.flatMap((template) => template.previews.map((preview) => preview.key));
};
