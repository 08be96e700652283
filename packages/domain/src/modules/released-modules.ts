import { PRODUCT_CODES, type ProductCode } from '../billing/billing-products.ts';
import type { Product } from '../tenancy/roles.ts';

/** The product modules of the spec (section 9), in the sidebar's order. */
export const MODULE_KEYS = [
  'inspiration',
  'creative-hub',
  'detective',
  'analytics',
  'ad-templates',
  'ad-launcher',
  'tools',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/**
 * Which modules exist today: the one place that says so. The sidebar, billing (add-ons, plan lines, usage)
 * and the invite and member dialogs all read it, and the server refuses to sell or grant a module marked
 * false. When a module lands, flipping it here is what makes it sold and grantable.
 */
export type ReleasedModules = Readonly<Record<ModuleKey, boolean>>;

export const RELEASED_MODULES: ReleasedModules = {
  inspiration: true,
  'creative-hub': true,
  detective: true,
  analytics: true,
  'ad-templates': true,
  'ad-launcher': true,
  tools: true,
};

export const MODULE_LABELS: Readonly<Record<ModuleKey, string>> = {
  inspiration: 'Inspiration',
  'creative-hub': 'Creative Hub',
  detective: 'Detective',
  analytics: 'Analytics',
  'ad-templates': 'Ad Templates',
  'ad-launcher': 'Ad Launcher',
  tools: 'Tools',
};

/** What a not-yet-released module shows wherever it would be sold or granted. */
export const COMING_SOON = 'Coming soon';

/*
 * Each check below reads `released`, RELEASED_MODULES unless given: the server and the web pass their own
 * (the same list, or a test's with a module marked unreleased, to prove the coming-soon rules hold).
 */

export const isModuleReleased = (module: ModuleKey, released: ReleasedModules = RELEASED_MODULES): boolean =>
  released[module];

/** The module each product of a workspace grant opens. */
export const MODULE_OF_PRODUCT: Readonly<Record<Product, ModuleKey>> = {
  inspiration: 'inspiration',
  drive: 'creative-hub',
  detective: 'detective',
  analytics: 'analytics',
  adtemplates: 'ad-templates',
  adlauncher: 'ad-launcher',
};

export const isProductReleased = (product: Product, released: ReleasedModules = RELEASED_MODULES): boolean =>
  isModuleReleased(MODULE_OF_PRODUCT[product], released);

/** The module a billing product sells; the suite and the lifetime deal bundle several and belong to none. */
const MODULE_OF_PRODUCT_CODE: Readonly<Partial<Record<ProductCode, ModuleKey>>> = {
  [PRODUCT_CODES.inspiration]: 'inspiration',
  [PRODUCT_CODES.detective]: 'detective',
  [PRODUCT_CODES.drive]: 'creative-hub',
  [PRODUCT_CODES.analytics]: 'analytics',
  [PRODUCT_CODES.adtemplates]: 'ad-templates',
  [PRODUCT_CODES.adlauncher]: 'ad-launcher',
  [PRODUCT_CODES.creative_hub]: 'creative-hub',
};

export const moduleOfProductCode = (code: ProductCode): ModuleKey | undefined => MODULE_OF_PRODUCT_CODE[code];

/** Whether a billing product can be bought: a bundle can; a product of one module only once it is released. */
export function isProductCodeSold(code: ProductCode, released: ReleasedModules = RELEASED_MODULES): boolean {
  const module = moduleOfProductCode(code);
  return module === undefined || isModuleReleased(module, released);
}

/** Words of a plan's feature line that name a module's feature ('25 tracked brands' is Detective's). */
const FEATURE_LINE_MODULES: readonly { module: ModuleKey; pattern: RegExp }[] = [
  { module: 'detective', pattern: /\btracked brands?\b|\btrack\b.*\bbrands?\b|\bdetective\b/i },
  { module: 'ad-templates', pattern: /\bad templates?\b|\bbrand kits?\b/i },
  { module: 'ad-launcher', pattern: /\blaunch(er)?\b/i },
  { module: 'tools', pattern: /\bhook generator\b|\bAI tools?\b/i },
];

/** The module a plan's feature line is about, when it names one. */
export function moduleOfFeatureLine(text: string): ModuleKey | undefined {
  return FEATURE_LINE_MODULES.find((entry) => entry.pattern.test(text))?.module;
}

/** Whether a plan's feature line is about a module that doesn't exist yet (shown 'Coming soon'). */
export function isFeatureLineComingSoon(text: string, released: ReleasedModules = RELEASED_MODULES): boolean {
  const module = moduleOfFeatureLine(text);
  return module !== undefined && !isModuleReleased(module, released);
}

/** The server's refusal to sell a module that doesn't exist yet. */
export const notSoldYetMessage = (module: ModuleKey): string =>
  `${MODULE_LABELS[module]} is coming soon and can't be bought yet`;

/** The server's refusal to grant access to a module that doesn't exist yet. */
export const notGrantableYetMessage = (module: ModuleKey): string =>
  `${MODULE_LABELS[module]} is coming soon and can't be granted yet`;

/**
 * The products of `requested` that would newly give access to a module that doesn't exist yet: those not
 * in `held` (what the member has in that workspace now, kept as it is).
 */
export function newlyGrantedUnreleased(
  requested: readonly Product[],
  held: readonly Product[] = [],
  released: ReleasedModules = RELEASED_MODULES,
): Product[] {
  return requested.filter((product) => !isProductReleased(product, released) && !held.includes(product));
}
