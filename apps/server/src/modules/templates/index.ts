/** The Ad Templates area's public face. */
export type * from './tables.ts';
export { templatesArea } from './area.ts';
/** The workspace as Ad Templates reaches it: through a grant that includes Ad Templates. */
export { templatesWorkspaceResource } from './template-resources.ts';
