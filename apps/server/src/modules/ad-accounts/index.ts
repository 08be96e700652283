/** The ad-accounts area's public face: ad accounts, their connectors and the stored insights. */
export type * from './tables.ts';
export * from './ad-account-resources.ts';
export * from './insight-columns.ts';
export * from './insight-range-sums.ts';
export * from './insight-store.ts';
export {
  customConversionsOf,
  sumCustomConversions,
  type CustomConversionSum,
} from './custom-conversion-store.ts';
export { credentialsFor } from './ad-platform-connections.service.ts';
export { adAccountSyncedJob } from './ad-sync.job.ts';
export { adAccountsArea } from './area.ts';
export {
  adLabelCounts,
  adsToLabel,
  aiGroupingStateOf,
  setAiGroupingState,
  storeAdLabels,
  type AiLabelSource,
  type LabellableAd,
} from './ai-label-store.ts';
export * from './insight-details.ts';
export * from './ad-facts.ts';
export { uniqueFiguresFor } from './unique-figures.ts';
export { findAdAccountById, findWorkspaceAdAccount } from './ad-account-lookup.ts';
export { workspaceHasAdAccounts } from './ad-account-lookup.ts';
/** Connects a workspace's chosen accounts of a provider and starts their first syncs. */
export { onboardAdAccounts } from './ad-accounts.service.ts';
export { ConnectorAuthError } from './connectors/connector.ts';
