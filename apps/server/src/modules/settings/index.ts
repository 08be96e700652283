/** The settings area's public face. */
export { settingsArea } from './area.ts';
export type { TagRow, CustomFieldRow } from './tables.ts';
export { tagsOfWorkspace } from './tag-lookup.ts';
export { customFieldsOfWorkspace } from './custom-field-lookup.ts';
