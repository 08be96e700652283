import { LifetimeDealTab } from '../../features/billing/components/LifetimeDealTab.tsx';
import { SubscriptionTab } from '../../features/billing/components/SubscriptionTab.tsx';
import { ExpertProfileTab } from '../../features/experts/profile/ExpertProfileTab.tsx';
import { OrgMembersTab } from '../../features/members/components/OrgMembersTab.tsx';
import { SettingsPage } from '../../features/settings/pages/SettingsPage.tsx';

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
