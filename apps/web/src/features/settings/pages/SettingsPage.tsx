import { Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { useCurrentUser } from '../../users/hooks/use-current-user.ts';
import { AccountGeneralTab } from '../components/AccountGeneralTab.tsx';
import { AccountNotificationsTab } from '../components/AccountNotificationsTab.tsx';
import { AccountPasswordTab } from '../components/AccountPasswordTab.tsx';
import { ACCOUNT_TABS, DEFAULT_SETTINGS_TAB, isSettingsTab } from '../settings-tabs.ts';
import classes from './SettingsPage.module.css';

/** /app/settings?TAB=...: the Account group (General, Password, Notifications). */
export function SettingsPage() {
  const [search, setSearch] = useSearchParams();
  const { data: user } = useCurrentUser();
  const requested = search.get('TAB');
  const tab = isSettingsTab(requested) ? requested : DEFAULT_SETTINGS_TAB;

  useEffect(() => {
    if (requested !== tab) setSearch({ TAB: tab }, { replace: true });
  }, [requested, tab, setSearch]);

  if (!user) return null;

  return (
    <PageContainer title="Settings" description="Manage your profile, password and notifications.">
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isSettingsTab(value)) setSearch({ TAB: value });
        }}
        orientation="vertical"
        variant="pills"
        classNames={{
          root: classes.tabs,
          list: classes.list,
          panel: classes.panel,
          tab: classes.tab,
          tabLabel: classes.tabLabel,
        }}
      >
        <Tabs.List>
          <Text className={classes.groupLabel}>Account</Text>
          {ACCOUNT_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="account-general">
          <AccountGeneralTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="account-password">
          <AccountPasswordTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="account-notifications">
          <AccountNotificationsTab user={user} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
