import type { Product } from '@hookline/domain';

/** The app's pages of each module (prefixes of `/app/...` paths), for the screen of a blocked module. */
const MODULE_PATHS: readonly (readonly [prefix: string, module: Product])[] = [
  ['/app/inspirations/', 'inspiration'],
  ['/app/filter-inspiration/', 'inspiration'],
  ['/app/library/team-inspiration', 'inspiration'],
  ['/app/library/discover', 'inspiration'],
  ['/app/library/brands', 'inspiration'],
  ['/app/library/ads-setting', 'inspiration'],
  ['/app/library/experts', 'inspiration'],
  ['/app/library/detective', 'detective'],
  ['/app/library/ai/detective', 'detective'],
  ['/app/drive/', 'drive'],
  ['/app/library/all', 'drive'],
  ['/app/filter/', 'drive'],
  ['/app/analytics/', 'analytics'],
  ['/app/templates', 'adtemplates'],
  ['/app/adlauncher/', 'adlauncher'],
];

/** The module a page of the app belongs to; undefined for pages of no module (Settings, Home). */
export function moduleOfPath(pathname: string): Product | undefined {
  return MODULE_PATHS.find(
    ([prefix]) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  )?.[1];
}
