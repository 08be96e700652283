import type { Config } from '../../../platform/config/config.ts';
import type { ConnectableBillingProvider } from './connect.ts';
import { LocalBillingProvider } from './local/local-provider.ts';
import { StripeBillingProvider } from './stripe/stripe-provider.ts';

/** Stripe when its keys are set (config checks both), else the offline provider. */
export function createBillingProvider(config: Config): ConnectableBillingProvider {
  const billing = config.billing;
  if (billing.provider === 'stripe') return new StripeBillingProvider(billing);
  return new LocalBillingProvider(config);
}
