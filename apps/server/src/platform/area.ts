import type { Product } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { BrandReadDemand } from './brand-read-demand.ts';
import type { Config } from './config/config.ts';
import type { AppContext, AreaServices } from './context.ts';
import type { AnyResource } from './http/access/resource.ts';
import type { ServiceName } from './http/service-bases.ts';
import type { JobHandler } from './jobs/job-handlers.ts';
import type { CustomFieldValuesCleaner, TagUsageCounter } from './settings-contributions.ts';
import type { FirstStepsCounter } from './first-steps.ts';
import type { StoredBytesCounter, StoredKeysLister, UsageCounter } from './usage.ts';

/** A set of routes an area serves under one service's base path. */
export interface AreaRoutes {
  service: ServiceName;
  plugin(context: AppContext): FastifyPluginAsyncZod;
}

/**
 * What one business area adds to Hookline. Each area's `area.ts` exports one; the composition root
 * (`src/composition/`) assembles them, so adding an area is writing its folder and one line there.
 */
export interface Area {
  name: string;
  /** The area's tables (its `tables.ts`), which its migrations create. */
  tables: Readonly<Record<string, unknown>>;
  routes: readonly AreaRoutes[];
  /** The module its routes serve (`config.product`): refused while the organisation may not use it. */
  product?: Product;
  /** The kinds of thing its routes declare access to; names must be unique across areas. */
  resources: readonly AnyResource[];
  jobs?: readonly JobHandler[];
  /** The outside services it adds to the context (declared in `AreaServices`), real or offline. */
  services?(config: Config, log: Logger): Partial<AreaServices>;
  /** What it counts against an organisation's plan. */
  usage?: UsageCounter;
  /** The steps of Home's first-hour checklist it has seen an organisation take. */
  firstSteps?: FirstStepsCounter;
  /** The bytes it keeps in storage for an organisation: part of the organisation's one storage figure. */
  storedBytes?: StoredBytesCounter;
  /** Every storage key it keeps for an organisation: deleted with the organisation. */
  storedKeys?: StoredKeysLister;
  /** How many of its assets use each tag (a tag's `count` in the settings area). */
  tagUsage?: TagUsageCounter;
  /** Whether it still needs a library brand's ads read (platform/brand-read-demand.ts). */
  brandReadDemand?: BrandReadDemand;
  /** Drops its values of a deleted custom field, or of a select field's deleted options. */
  dropCustomFieldValues?: CustomFieldValuesCleaner;
  /** Work at process start, after migrations (re-sealing stored secrets with the newest key, say). */
  onStart?(context: AppContext): Promise<void>;
}

/** The identity function that gives an area's manifest its type. */
export const defineArea = (area: Area): Area => area;
