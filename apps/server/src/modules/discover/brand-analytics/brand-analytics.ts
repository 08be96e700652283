/** A brand's dashboard in Detective, one function per menu. */
export type { BrandAnalyticsInput } from './analytics-period.ts';
export { brandOverview } from './overview.ts';
export { brandCreatives } from './creatives.ts';
export { brandCopyAndHooks } from './copy-and-hooks.ts';
export { brandLandingPages } from './landing-pages.ts';
export { brandCadence } from './cadence.ts';
