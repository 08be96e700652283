import { defineArea } from '../../platform/area.ts';
import { inspirationResources } from './inspiration-resources.ts';
import * as tables from './tables.ts';

/**
 * Inspiration: a workspace's boards of saved ads (from Discover, the browser extension or uploads), their
 * comments by asset, the team's list, and the extension's calls.
 */
export const inspirationArea = defineArea({
  name: 'inspiration',
  tables,
  routes: [],
  resources: inspirationResources,
});
