import type { Executor } from './db/database.ts';

/**
 * Whether an area still needs a library brand's ads kept up to date (Detective, while a workspace tracks the
 * brand). Discover keeps a brand read while a workspace follows it or any area answers yes, so neither
 * Discover nor the area stops the other's reads.
 */
export type BrandReadDemand = (db: Executor, brandId: string) => Promise<boolean>;
