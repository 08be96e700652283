/** Every module's tables, gathered for Drizzle's relational queries. */
export * from '../../modules/users/tables.ts';
export * from '../../modules/auth/tables.ts';
export * from '../../modules/members/tables.ts';
export * from '../../modules/orgs/tables.ts';
export * from '../../modules/workspaces/tables.ts';
export * from '../../modules/analytics/tables.ts';
