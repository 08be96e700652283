import { PLAN_FEATURE_MESSAGES, type Organisation } from '@hookline/domain';
import { useState } from 'react';
import { useBillingAccess } from '../../../app/session/use-active-subscriptions.ts';
import { LimitReachedDialog, type LimitReached } from '../../../ui/LimitReachedDialog.tsx';
import { OrgJoinSwitch } from './OrgJoinSwitch.tsx';
import { OrgLogoField } from './OrgLogoField.tsx';
import { OrgNameForm } from './OrgNameForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { ThemePicker } from './ThemePicker.tsx';

const UPGRADES: Record<'whiteLabel' | 'customBrand', LimitReached> = {
  whiteLabel: {
    message: PLAN_FEATURE_MESSAGES.whiteLabel,
    upgradeText: 'A plan with white labelling shows your logo across the app.',
  },
  customBrand: {
    message: PLAN_FEATURE_MESSAGES.customBrand,
    upgradeText: 'A plan with custom branding lets you choose the colours.',
  },
};

/**
 * Organisation > General: name, logo, who may join, and the colour theme. The logo needs the plan's white
 * label and the theme its custom brand: without them the upgrade dialog opens instead.
 */
export function OrgGeneralTab({ org }: { org: Organisation }) {
  const access = useBillingAccess(org._id);
  const [upgrade, setUpgrade] = useState<LimitReached | null>(null);
  const logoLocked = access.data?.whiteLabel === false;
  const themeLocked = access.data?.customBrand === false;
  return (
    <>
      <LimitReachedDialog limit={upgrade} onClose={() => setUpgrade(null)} />
      <SettingsSection title="Company" description="The name your team sees in the organisation switcher.">
        <OrgNameForm org={org} />
      </SettingsSection>
      <SettingsSection title="Logo" description="Shown in the sidebar and on invitations.">
        <OrgLogoField org={org} onLocked={logoLocked ? () => setUpgrade(UPGRADES.whiteLabel) : undefined} />
      </SettingsSection>
      <SettingsSection
        title="Joining"
        description="Let colleagues find and join the organisation with their company e-mail."
      >
        <OrgJoinSwitch org={org} />
      </SettingsSection>
      <SettingsSection
        title="Colour theme"
        description="The colours of the sidebar, buttons and highlights for everyone in the organisation."
        last
      >
        <ThemePicker org={org} onLocked={themeLocked ? () => setUpgrade(UPGRADES.customBrand) : undefined} />
      </SettingsSection>
    </>
  );
}
