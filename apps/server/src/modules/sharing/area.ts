import { defineArea } from '../../platform/area.ts';
import * as tables from './tables.ts';

/** Share links to folders, files and boards, and the public pages their viewers open. */
export const sharingArea = defineArea({
  name: 'sharing',
  tables,
  routes: [],
  resources: [],
});
