/** Every area's tables in one place, for tests and scripts that look at rows of several areas. */
export * from '../modules/users/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/tenancy/organisations/tables.ts';
export * from '../modules/tenancy/members/tables.ts';
export * from '../modules/tenancy/workspaces/tables.ts';
export * from '../modules/billing/tables.ts';
export * from '../modules/ad-accounts/tables.ts';
export * from '../modules/reports/tables.ts';
export * from '../modules/settings/tables.ts';
export * from '../modules/drive/tables.ts';
export * from '../modules/sharing/tables.ts';
export * from '../modules/discover/tables.ts';
export * from '../modules/inspiration/tables.ts';
export * from '../modules/launcher/tables.ts';
export * from '../modules/detective/tables.ts';
export * from '../modules/detective/digest/tables.ts';
export * from '../modules/detective/ai/tables.ts';
