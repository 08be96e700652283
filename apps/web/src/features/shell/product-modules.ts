import type { ModuleKey, Product } from '@hookline/domain';
import {
  IconBinoculars,
  IconBolt,
  IconBuildingStore,
  IconBulb,
  IconChartBar,
  IconChristmasTree,
  IconFolders,
  IconLayoutBoard,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconRocket,
  IconSearch,
  IconSparkles,
  IconTag,
  IconTool,
  IconUserStar,
  type Icon,
} from '@tabler/icons-react';

/** A page of a module listed under it in the sidebar. */
export interface ModuleLink {
  key: string;
  label: string;
  icon: Icon;
  /** Where it opens; absent while it is not released (or when it opens in a workspace: `workspacePath`). */
  to?: string;
  /** Where it opens in the active workspace, for a page of one workspace (a workspace's boards). */
  workspacePath?: (workspaceId: string) => string;
  /** The product a workspace grant must include for `workspacePath` to open there. */
  product?: Product;
  /** Other paths where its entry shows as the current one. */
  activeUnder?: readonly string[];
  /** The guided tour's stable target on its entry (`data-tour`). */
  tour?: string;
}

export interface ProductModule {
  /** Whether it is released is said by `RELEASED_MODULES` of the domain package, the one list of that. */
  key: ModuleKey;
  label: string;
  description: string;
  icon: Icon;
  /** Where the module opens in a workspace, once it is released. */
  path?: (workspaceId: string) => string;
  /** The product a workspace grant must include for the module to open there. */
  product?: Product;
  /** The module as billing sells it: marked blocked while the organisation's subscriptions to it are. */
  billedAs?: Product;
  /** Other paths of the module, outside its workspace's, where its entry shows as the current one. */
  alsoActiveUnder?: readonly string[];
  /** Its pages, listed under it: those that belong to no workspace (the public ad library) open from here. */
  links?: readonly ModuleLink[];
}

/** The product modules of the spec (section 9), in the sidebar's order; `RELEASED_MODULES` says which exist. */
export const PRODUCT_MODULES: readonly ProductModule[] = [
  {
    key: 'inspiration',
    billedAs: 'inspiration',
    label: 'Inspiration',
    icon: IconBulb,
    description: 'Save ads into boards and browse a discover library.',
    links: [
      {
        key: 'boards',
        label: 'Boards',
        icon: IconLayoutGrid,
        workspacePath: (workspaceId) => `/app/inspirations/${encodeURIComponent(workspaceId)}`,
        product: 'inspiration',
        activeUnder: ['/app/inspirations/', '/app/filter-inspiration/', '/app/library/team-inspiration'],
      },
      {
        key: 'discover',
        label: 'Discover',
        icon: IconLayoutDashboard,
        to: '/app/library/discover',
        tour: 'discover-menu',
      },
      { key: 'brands', label: 'Brands', icon: IconBuildingStore, to: '/app/library/brands' },
      { key: 'experts', label: 'Experts', icon: IconUserStar, to: '/app/library/experts' },
    ],
  },
  {
    key: 'creative-hub',
    billedAs: 'drive',
    label: 'Creative Hub',
    icon: IconFolders,
    description: 'A file drive with versions, comments and share links.',
    path: (workspaceId) => `/app/drive/${workspaceId}`,
    product: 'drive',
    alsoActiveUnder: ['/app/library/all', '/app/filter/'],
  },
  {
    key: 'detective',
    billedAs: 'detective',
    label: 'Detective',
    icon: IconSearch,
    description: 'Track competitor brands and read AI analysis of their ads.',
    links: [
      {
        key: 'tracked-brands',
        label: 'Tracked brands',
        icon: IconBinoculars,
        // Its pages are the active workspace's, under one path for every workspace (spec section 2).
        workspacePath: () => '/app/library/detective',
        product: 'detective',
      },
      {
        key: 'ai-detective',
        label: 'AI analysis',
        icon: IconSparkles,
        workspacePath: () => '/app/library/ai/detective',
        product: 'detective',
      },
    ],
  },
  {
    key: 'analytics',
    billedAs: 'analytics',
    label: 'Analytics',
    icon: IconChartBar,
    description: 'Creative performance reports from your ad accounts.',
    path: (workspaceId) => `/app/analytics/${workspaceId}`,
    product: 'analytics',
  },
  {
    key: 'ad-templates',
    billedAs: 'adtemplates',
    label: 'Ad Templates',
    icon: IconLayoutBoard,
    description: 'Turn winning ads into reusable design templates.',
    // Its pages read the library through the active workspace's Ad Templates grant (spec 02, section 2).
    links: [
      {
        key: 'templates-entry',
        label: 'Templates',
        icon: IconLayoutBoard,
        workspacePath: () => '/app/templates/entry',
        product: 'adtemplates',
        activeUnder: ['/app/templates/t/'],
      },
      {
        key: 'templates-discover',
        label: 'All templates',
        icon: IconLayoutDashboard,
        workspacePath: () => '/app/templates/discover',
        product: 'adtemplates',
      },
      {
        key: 'templates-bfcm',
        label: 'Black Friday',
        icon: IconTag,
        workspacePath: () => '/app/templates/bfcm',
        product: 'adtemplates',
      },
      {
        key: 'templates-christmas',
        label: 'Christmas',
        icon: IconChristmasTree,
        workspacePath: () => '/app/templates/christmas',
        product: 'adtemplates',
      },
    ],
  },
  {
    key: 'ad-launcher',
    billedAs: 'adlauncher',
    label: 'Ad Launcher',
    icon: IconRocket,
    description: 'Launch batches of ads to your ad accounts.',
    path: (workspaceId) => `/app/adlauncher/${workspaceId}`,
    product: 'adlauncher',
  },
  {
    key: 'tools',
    label: 'Tools',
    icon: IconTool,
    description: 'Free AI tools, starting with a hook generator.',
    links: [
      {
        key: 'hook-generator',
        label: 'Hook generator',
        icon: IconBolt,
        to: '/app/tools/hook-generator',
        activeUnder: ['/app/tools/'],
      },
    ],
  },
];
