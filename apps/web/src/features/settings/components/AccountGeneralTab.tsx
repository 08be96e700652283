import type { User } from '@hookline/domain';
import { AccountNameForm } from './AccountNameForm.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ProfileImageField } from './ProfileImageField.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function AccountGeneralTab({ user }: { user: User }) {
  return (
    <>
      <SettingsSection title="Profile photo" description="Shown beside your comments and in the member list.">
        <ProfileImageField user={user} />
      </SettingsSection>
      <SettingsSection title="Personal details" description="The name your teammates see across Hookline.">
        <AccountNameForm user={user} />
      </SettingsSection>
      <DeleteAccountSection user={user} />
    </>
  );
}
