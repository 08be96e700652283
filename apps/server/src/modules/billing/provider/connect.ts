import type { AppContext } from '../../../platform/context.ts';
import type { BillingProvider } from './billing-provider.ts';

/** A provider that reads and writes through the app's database, given to it once the context exists. */
export interface ConnectableBillingProvider extends BillingProvider {
  connect(context: AppContext): void;
}

/** Hands the context to the configured provider (the billing routes do, as the app is built). */
export function connectBillingProvider(context: AppContext): void {
  const provider = context.billingProvider as Partial<ConnectableBillingProvider>;
  provider.connect?.(context);
}

/** The context a provider was given; a call before the app is built is a programming error. */
export function connectedContext(context: AppContext | undefined, provider: string): AppContext {
  if (!context) throw new Error(`the ${provider} billing provider is used before the app is built`);
  return context;
}
