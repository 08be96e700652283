/** Roles and products of the platform spec, sections 3 and 6. */
export const ORG_ROLES = ['org_admin', 'org_member', 'org_guest'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const WORKSPACE_ROLES = ['admin', 'collaborator', 'guest'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** How each role is shown (spec section 6: "also shown as ADMIN, User/collaborator, Guest"). */
export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  org_admin: 'Admin',
  org_member: 'User',
  org_guest: 'Guest',
};

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  admin: 'Admin',
  collaborator: 'Collaborator',
  guest: 'Guest',
};

/** The products a workspace grant can include (spec section 3, "products (flags by product)"). */
export const PRODUCTS = [
  'inspiration',
  'detective',
  'drive',
  'analytics',
  'adtemplates',
  'adlauncher',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const PRODUCT_LABELS: Record<Product, string> = {
  inspiration: 'Inspiration',
  detective: 'Detective',
  drive: 'Creative Hub',
  analytics: 'Analytics',
  adtemplates: 'Ad Templates',
  adlauncher: 'Ad Launcher',
};

/** Products a lifetime-deal organisation cannot assign (spec section 5). */
export const LIFETIME_DEAL_EXCLUDED_PRODUCTS: readonly Product[] = ['analytics', 'adtemplates', 'adlauncher'];

/** What a new workspace assignment starts with in the invite and edit dialogs (spec section 5, "a base role and product set"). */
export const DEFAULT_GRANT = {
  roleName: 'collaborator',
  products: ['inspiration', 'drive'],
} as const satisfies { roleName: WorkspaceRole; products: readonly Product[] };

/** Roles offered in the invite dialog: lifetime-deal and guest-only modes hide some (spec sections 5 and 6). */
export function assignableOrgRoles(mode: { lifetimeDeal: boolean; guestOnly?: boolean }): OrgRole[] {
  if (mode.guestOnly) return mode.lifetimeDeal ? [] : ['org_guest'];
  return mode.lifetimeDeal ? ['org_admin', 'org_member'] : [...ORG_ROLES];
}

export function assignableWorkspaceRoles(mode: { lifetimeDeal: boolean; orgRole: OrgRole }): WorkspaceRole[] {
  if (mode.orgRole === 'org_guest') return ['guest'];
  return mode.lifetimeDeal ? ['admin', 'collaborator'] : [...WORKSPACE_ROLES];
}

export function assignableProducts(mode: { lifetimeDeal: boolean }): Product[] {
  return mode.lifetimeDeal
    ? PRODUCTS.filter((product) => !LIFETIME_DEAL_EXCLUDED_PRODUCTS.includes(product))
    : [...PRODUCTS];
}
