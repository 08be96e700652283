import type { AdPlatformConnector } from './connector.ts';

/** Placeholder while a connector is written; every call fails. */
export function unbuiltConnector(name: string): AdPlatformConnector {
  const fail = (): never => {
    throw new Error(`${name} connector is not built yet`);
  };
  return {
    describeUser: fail,
    listAdAccounts: fail,
    listAds: fail,
    dailyInsights: fail,
    breakdowns: fail,
    assetInsights: fail,
    uniqueFigures: fail,
  };
}
