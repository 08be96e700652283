import { uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations/tables.ts';
import { workspaces } from './workspaces/tables.ts';

/** The two columns every workspace-owned table starts with; deleting the workspace deletes its rows. */
export const tenantColumns = () => ({
  orgId: uuid()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  workspaceId: uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
});
