import { billingPages } from '../../features/billing/index.ts';
import { expertsPages } from '../../features/experts/index.ts';
import { OrgMembersTab } from '../../features/members/index.ts';
import { SettingsPage } from '../../features/settings/index.ts';
import { lazyComponent } from '../../ui/lazy-component.tsx';

// Billing's and experts' tabs load when first shown: their features' faces are also read by the app's
// first screen, which must not carry them.
const SubscriptionTab = lazyComponent(() => billingPages.subscriptionTab().then((m) => m.SubscriptionTab));
const LifetimeDealTab = lazyComponent(() => billingPages.lifetimeDealTab().then((m) => m.LifetimeDealTab));
const ExpertProfileTab = lazyComponent(() => expertsPages.profileTab().then((m) => m.ExpertProfileTab));

/**
 * /app/settings: the settings page, with Organisation > Members from the members feature, Subscriptions and
 * Lifetime deal from the billing feature, and Account > Expert profile from the experts feature.
 */
export function SettingsRoute() {
  return (
    <SettingsPage
      membersTab={OrgMembersTab}
      subscriptionTab={SubscriptionTab}
      lifetimeDealTab={LifetimeDealTab}
      expertProfileTab={ExpertProfileTab}
    />
  );
}
