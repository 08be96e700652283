/** The AI-grouping area's public face: the groupings a report can use. */
export * from './ai-grouping.service.ts';
export { aiGroupingArea } from './area.ts';
