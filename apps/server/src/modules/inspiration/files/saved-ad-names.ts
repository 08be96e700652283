import { QueryBuilder } from 'drizzle-orm/pg-core';
import { inspirationFiles } from '../tables.ts';

/** Saved ads' names (their page's), as a subquery another area joins to name what it recorded of one. */
export const savedAdNames = new QueryBuilder()
  .select({ fileId: inspirationFiles.id, pageName: inspirationFiles.pageName })
  .from(inspirationFiles)
  .as('saved_ad_names');
