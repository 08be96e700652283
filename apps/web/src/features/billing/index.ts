// Billing's public face: the gate and payment notice the app wears; its settings tabs and the offline
// provider's pages, each loaded on first use. Code outside this feature imports only this file.
/** The feature's pages, settings tabs, gate and notice, each loaded in a chunk of its own on first use. */
export const billingPages = {
  gate: () => import('./components/BillingGate.tsx'),
  paymentNotice: () => import('./components/PaymentActionNotice.tsx'),
  offlineCheckout: () => import('./offline/OfflineCheckoutPage.tsx'),
  offlinePortal: () => import('./offline/OfflinePortalPage.tsx'),
  subscriptionTab: () => import('./components/SubscriptionTab.tsx'),
  lifetimeDealTab: () => import('./components/LifetimeDealTab.tsx'),
};
