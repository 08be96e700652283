/** The reports area's public face. */
export { reportsArea } from './area.ts';
export { searchReportsByName } from './report-library/report-search.ts';
export {
  findWorkspaceNamingConvention,
  isWorkspaceNamingConvention,
} from './report-library/naming-conventions.service.ts';
/** What the demo seed (cli/seed-demo-analytics.ts) writes of the report library. */
export { seedReportsDemo } from './demo/demo-reports.ts';
