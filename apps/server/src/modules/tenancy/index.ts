/** The tenancy area's public face: organisations, members, workspaces, invites and who may reach them. */
export type * from './organisations/tables.ts';
export type * from './members/tables.ts';
export type * from './workspaces/tables.ts';
export * from './tenant-columns.ts';
export * from './access/tenancy-resources.ts';
export { findOrganisationRow, lockOrganisationRow } from './organisations/organisation-lookup.service.ts';
export * from './members/invites.service.ts';
export { productWorkspacesOf, type ProductWorkspaceOfCaller } from './access/product-workspaces.ts';
export { listMembershipsOfUser } from './members/membership.service.ts';
export { productMembersAmong, type ProductMember } from './members/product-members.ts';
export { markLifetimeDeal, setOrganisationPlan } from './organisations/organisation-billing-facts.ts';
export { tenancyArea } from './area.ts';
