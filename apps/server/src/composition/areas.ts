import type { Area } from '../platform/area.ts';
import { adAccountsArea } from '../modules/ad-accounts/index.ts';
import { aiGroupingArea } from '../modules/ai-grouping/index.ts';
import { authArea } from '../modules/auth/index.ts';
import { billingArea } from '../modules/billing/index.ts';
import { detectiveArea } from '../modules/detective/index.ts';
import { discoverArea } from '../modules/discover/index.ts';
import { discussionsArea } from '../modules/discussions/index.ts';
import { driveArea } from '../modules/drive/index.ts';
import { globalSearchArea } from '../modules/global-search/index.ts';
import { healthArea } from '../modules/health/index.ts';
import { launcherArea } from '../modules/launcher/index.ts';
import { marksArea } from '../modules/marks/index.ts';
import { rateLimitsArea } from '../modules/rate-limits/index.ts';
import { inspirationArea } from '../modules/inspiration/index.ts';
import { reportsArea } from '../modules/reports/index.ts';
import { settingsArea } from '../modules/settings/index.ts';
import { sharingArea } from '../modules/sharing/index.ts';
import { templatesArea } from '../modules/templates/index.ts';
import { tenancyArea } from '../modules/tenancy/index.ts';
import { toolsArea } from '../modules/tools/index.ts';
import { apiKeysArea } from '../modules/api-keys/index.ts';
import { mcpArea } from '../modules/mcp/index.ts';
import { treesArea } from '../modules/trees/index.ts';
import { usersArea } from '../modules/users/index.ts';
import { welcomeArea } from '../modules/welcome/index.ts';

/** Every area of Hookline, each before the areas that build on it. Adding an area is one line here. */
export const AREAS: readonly Area[] = [
  healthArea,
  rateLimitsArea,
  usersArea,
  tenancyArea,
  billingArea,
  authArea,
  adAccountsArea,
  aiGroupingArea,
  reportsArea,
  settingsArea,
  discussionsArea,
  marksArea,
  treesArea,
  driveArea,
  sharingArea,
  discoverArea,
  inspirationArea,
  globalSearchArea,
  launcherArea,
  detectiveArea,
  templatesArea,
  toolsArea,
  apiKeysArea,
  mcpArea,
  welcomeArea,
];
