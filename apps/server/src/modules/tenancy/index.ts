/** The tenancy area's public face: organisations, members, workspaces, invites and who may reach them. */
export type * from './organisations/tables.ts';
export type * from './members/tables.ts';
export type * from './workspaces/tables.ts';
export * from './tenant-columns.ts';
export * from './access/tenancy-resources.ts';
export {
  findOrganisationRow,
  lockOrganisationRow,
  setDetectiveAiFlag,
} from './organisations/organisation-lookup.service.ts';
export * from './members/invites.service.ts';
export { productWorkspacesOf, type ProductWorkspaceOfCaller } from './access/product-workspaces.ts';
export { listMembershipsOfUser } from './members/membership.service.ts';
export { productMembers, type ProductMember } from './members/product-members.ts';
export { workspaceRolesAmong } from './members/workspace-roles.ts';
export {
  markLifetimeDeal,
  organisationBillingFacts,
  setOrganisationPlan,
  type OrganisationBillingFacts,
} from './organisations/organisation-billing-facts.ts';
export { findWorkspaceName, workspaceNamesByIds } from './workspaces/workspace-names.ts';
export { tenancyArea } from './area.ts';
export { listWorkspaceRows } from './workspaces/workspace-lookup.service.ts';
/** What the demo seed (cli/seed-demo.ts) writes of tenancy: its organisation, workspaces and flags. */
export { createDemoOrganisation, enableAnalyticsAiGrouping } from './demo/demo-organisation.ts';
/** Deleting an account: the last-admin rule and the organisations its owner alone belonged to. */
export { leaveOrganisationsOfDeletedUser, type LeftOrganisation } from './members/account-leave.service.ts';
