import type { Organisation } from '@hookline/domain';
import { OrgJoinSwitch } from './OrgJoinSwitch.tsx';
import { OrgLogoField } from './OrgLogoField.tsx';
import { OrgNameForm } from './OrgNameForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { ThemePicker } from './ThemePicker.tsx';

/** Organisation > General: name, logo, who may join, and the colour theme. */
export function OrgGeneralTab({ org }: { org: Organisation }) {
  return (
    <>
      <SettingsSection title="Company" description="The name your team sees in the organisation switcher.">
        <OrgNameForm org={org} />
      </SettingsSection>
      <SettingsSection title="Logo" description="Shown in the sidebar and on invitations.">
        <OrgLogoField org={org} />
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
        <ThemePicker org={org} />
      </SettingsSection>
    </>
  );
}
