/** The reports area's public face. */
export { reportsArea } from './area.ts';
export { searchReportsByName } from './report-library/report-search.ts';
