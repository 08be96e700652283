import { defineArea } from '../../platform/area.ts';
import { brandRoutes } from './brands/brands.routes.ts';
import { expertRoutes } from './experts/experts.routes.ts';
import './experts/expert-board-source.ts';
import { brandFavouriteRoutes } from './favourites/brand-favourites.routes.ts';
import { libraryJobHandlers } from './generator/library.jobs.ts';
import { discoverIngestJobHandlers } from './ingest/ingest.jobs.ts';
import { discoverTranscriptionJobHandlers } from './transcription/transcribe-ad.job.ts';
import { discoverTranscriptionUsage } from './transcription/transcription-count.service.ts';
import { transcriptionRoutes } from './transcription/transcription.routes.ts';
import { startGeneratedLibrary } from './generator/library-start.ts';
import { discoverMediaRoutes } from './media/discover-media.routes.ts';
import { discoverSearchRoutes } from './search/discover-search.routes.ts';
import * as tables from './tables.ts';
import { workspaceSettingsRoutes } from './workspace-settings/workspace-settings.routes.ts';

/** The Discover library: public ads and brands shared by every organisation, their search and their media. */
export const discoverArea = defineArea({
  name: 'discover',
  tables,
  product: 'inspiration',
  routes: [
    { service: 'main', plugin: discoverSearchRoutes },
    { service: 'main', plugin: brandRoutes },
    { service: 'main', plugin: brandFavouriteRoutes },
    { service: 'main', plugin: discoverMediaRoutes },
    { service: 'main', plugin: workspaceSettingsRoutes },
    { service: 'main', plugin: transcriptionRoutes },
    { service: 'main', plugin: expertRoutes },
  ],
  jobs: [...libraryJobHandlers, ...discoverIngestJobHandlers, ...discoverTranscriptionJobHandlers],
  /** Video transcriptions, against the plan's `videoTranscriptionCount`. */
  usage: discoverTranscriptionUsage,
  resources: [],
  /** The offline library: generated in the background on first start, its files also made on demand. */
  onStart: startGeneratedLibrary,
});
