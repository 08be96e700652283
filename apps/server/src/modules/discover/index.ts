/** The Discover (public ad library) area's public face. */
export { discoverArea } from './area.ts';
export type * from './tables.ts';
/** The brands people asked the library to add, for the admin CLI. */
export { listBrandRequests, type BrandRequestListing } from './brands/brand-requests.service.ts';
/** Where the library's stored media is served. */
export { discoverMediaUrl, discoverMediaUrlOrNull } from './discover-media-urls.ts';
/** One ad, a brand's page and a brand's ads, for a share link's public page. */
export { findDiscoverAd, searchDiscoverAds } from './search/discover-search.service.ts';
export { brandNamesByIds, findDiscoverAdRow } from './library-rows.ts';
export { brandDetail, brandExists } from './brands/brands.service.ts';
/** The library's brands by name, its listed experts, for the app's global search. */
export { brandAutocomplete } from './brands/brands.service.ts';
export { listExperts } from './experts/expert-directory.service.ts';
/** Makes a library media object that isn't stored yet (a generated video rendered on demand); whether it now is. */
export { renderMissingMedia } from './media/missing-media.ts';
/** What an expert's page reads of Inspiration, given by the inspiration area to the context (`expertBoards`). */
export type { ExpertBoardSource } from './experts/expert-board-source.ts';
/** Granting and revoking experts, and listing them, for the admin CLI (cli/experts-command.ts). */
export { listExpertAccounts, setExpertByEmail } from './experts/expert-grants.service.ts';
/** What the demo seed reads of the library and writes of the Experts directory (cli/seed-demo-*.ts). */
export { countLibraryAds, libraryAdIdsOfFormat } from './demo/demo-library.ts';
export { makeDemoExpert } from './demo/demo-expert.ts';
/** Detective's trackers: a brand found or added by its page, profile or website, tracked, read, and its card. */
export {
  brandCards,
  findOrAddSourceBrand,
  markBrandTracked,
  startBrandIngest,
  type BrandCard,
  type BrandSource,
} from './brands/brand-sources.service.ts';

/** A brand's dashboard in Detective, one function per menu, computed from the brand's ads in the library. */
export {
  brandCadence,
  brandCopyAndHooks,
  brandCreatives,
  brandLandingPages,
  brandOverview,
  type BrandAnalyticsInput,
} from './brand-analytics/brand-analytics.ts';

/** Detective's daily snapshots of a brand: its figures per day, computed from its ads' start and stop dates. */
export {
  BRAND_SNAPSHOT_COLUMNS,
  brandHasAds,
  brandSnapshotsSelect,
  type BrandSnapshotDays,
} from './brand-analytics/brand-snapshots.ts';
/** A read of a brand's ads has ended: the areas that keep figures of the brand take them again. */
export { discoverBrandIngestedJob } from './ingest/ingest.jobs.ts';
/** The generated library's brands with the most ads, for Detective's demo trackers. */
export { libraryBrandIdsWithMostAds, libraryRowsReady } from './demo/demo-library.ts';
/** Detective's digest and launch alerts: the ads each brand started in a span of days. */
export { launchesPerDay, newestLaunches, type LaunchDays, type LaunchedAd } from './brands/brand-launches.ts';
/** The words and the comings and goings of a brand's ads, for Detective's AI analysis. */
export {
  brandAdChanges,
  brandAdTexts,
  BRAND_AD_TEXTS_MAX,
  type BrandAdText,
} from './brand-analytics/ad-texts.ts';
/** Stops a brand's reads once no workspace follows it and no area (Detective) needs it read. */
export { releaseBrandReadLocked } from './workspace-settings/followed-brands.service.ts';
/** Voice-overs from espeak-ng when the machine has it, for any area that narrates a video. */
export { resolveEspeakPath, synthesizeSpeech } from './generator/render/speech.ts';
