/**
 * Marks' public face: one mechanism for each member's favourites and watches, that an area plugs its mark
 * tables and what it marks into (DESIGN.md, "One mechanism per idea"), and who an item's DTO is built for.
 */
export { marksArea } from './area.ts';
export { actionsAmong, FILE_ACTIONS, FOLDER_ACTIONS, NOBODY, type ItemViewer } from './item-viewer.ts';
export type { MarkRoutesOn, ZodApp } from './mark-routes.ts';
export { MARKS, type Mark, type MarkTable, type MarkTables } from './mark-tables.ts';
export { marksOf, type MarkKind, type Marks, type MarkTarget } from './marks-of.ts';
