/** The settings area's public face. */
export { settingsArea } from './area.ts';
export type { TagRow, CustomFieldRow } from './tables.ts';
export { tagsOfWorkspace } from './tag-lookup.ts';
export { tagsOfItems, type ItemTag, type TagLink } from './tags-of-items.ts';
export { customFieldsOfWorkspace } from './custom-field-lookup.ts';
/** Creating tags and custom fields, for the demo seed (cli/seed-demo-drive.ts). */
export { createTags } from './tags.service.ts';
export { createCustomField } from './custom-fields.service.ts';
