import { ExpertProfileTab } from '../../features/experts/profile/ExpertProfileTab.tsx';
import { OrgMembersTab } from '../../features/members/components/OrgMembersTab.tsx';
import { SettingsPage } from '../../features/settings/pages/SettingsPage.tsx';

/**
 * /app/settings: the settings page, with Organisation > Members from the members feature and Account >
 * Expert profile from the experts feature.
 */
export function SettingsRoute() {
  return <SettingsPage membersTab={OrgMembersTab} expertProfileTab={ExpertProfileTab} />;
}
