import { defineArea } from '../../platform/area.ts';
import * as tables from './tables.ts';

/** The Discover library: public ads and brands shared by every organisation, their search and their media. */
export const discoverArea = defineArea({
  name: 'discover',
  tables,
  routes: [],
  jobs: [],
  resources: [],
});
