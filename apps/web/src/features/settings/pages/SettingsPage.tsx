import { Box, Select, Tabs, Text } from '@mantine/core';
import { Fragment, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import {
  SettingsTabContent,
  type AccountTabPanel,
  type OrgTabPanel,
} from '../components/SettingsTabContent.tsx';
import { useOrganisation } from '../hooks/use-organisation-settings.ts';
import { resolveSettingsTab, settingsTabGroups, type SettingsTabGroup } from '../settings-tabs.ts';
import classes from './SettingsPage.module.css';

const GROUP_NOUNS: Record<SettingsTabGroup['key'], string> = {
  organisation: 'Organisation',
  workspace: 'Workspace',
  account: 'Account',
};

/**
 * /app/settings?TAB=...: the Organisation, Workspace and Account groups of the left rail, each shown
 * only to the roles that may use it (spec section 2, "Settings tabs").
 */
export function SettingsPage({
  membersTab,
  subscriptionTab,
  lifetimeDealTab,
  expertProfileTab,
}: {
  membersTab: OrgTabPanel;
  subscriptionTab: OrgTabPanel;
  lifetimeDealTab: OrgTabPanel;
  expertProfileTab: AccountTabPanel;
}) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { activeOrg, isLoading: orgsLoading } = useActiveOrg();
  const { activeWorkspace, isLoading: workspacesLoading } = useActiveWorkspace();
  const showsOrganisation = activeOrg?.allowedActions.includes('org.settings') === true;
  const org = useOrganisation(showsOrganisation ? activeOrg?._id : undefined);
  const groups = settingsTabGroups({
    orgActions: activeOrg?.allowedActions,
    workspace: activeWorkspace,
    isExpert: user?.isExpert,
    lifetimeDeal: org.data?.lifetimeDeal,
  });
  const requested = search.get('TAB');
  // The lifetime-deal tab is known once the organisation's details are in.
  const loading =
    orgsLoading || workspacesLoading || (requested === 'lifetime-deal' && showsOrganisation && org.isPending);
  const tab = resolveSettingsTab(requested, groups);

  useEffect(() => {
    // The hash stays: it preselects a product on the Subscriptions tab.
    if (!loading && requested !== tab) {
      void navigate({ search: `?TAB=${tab}`, hash: location.hash }, { replace: true });
    }
  }, [loading, requested, tab, navigate, location.hash]);

  if (!user || loading) return null;

  return (
    <PageContainer title="Settings" description="Manage your organisation, workspace and account.">
      <Box className={classes.page}>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (value) setSearch({ TAB: value });
          }}
          orientation="vertical"
          variant="pills"
          keepMounted={false}
          classNames={{
            root: classes.tabs,
            list: classes.list,
            panel: classes.panel,
            tab: classes.tab,
            tabLabel: classes.tabLabel,
          }}
        >
          <Tabs.List aria-label="Settings">
            {groups.map((group) => (
              <Fragment key={group.key}>
                <Text className={classes.groupLabel} truncate="end" title={group.label}>
                  {group.label}
                </Text>
                {group.tabs.map((item) => (
                  <Tabs.Tab
                    key={item.value}
                    value={item.value}
                    aria-label={`${GROUP_NOUNS[group.key]} ${item.label}`}
                  >
                    {item.label}
                  </Tabs.Tab>
                ))}
              </Fragment>
            ))}
          </Tabs.List>
          {/* Where the rail would squeeze the tab, the same choice is a select above it. */}
          <Select
            className={classes.compactNav}
            label="Settings section"
            data={groups.map((group) => ({
              group: group.label,
              items: group.tabs.map((item) => ({
                value: item.value,
                label: `${GROUP_NOUNS[group.key]} ${item.label}`,
              })),
            }))}
            value={tab}
            onChange={(value) => {
              if (value) setSearch({ TAB: value });
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Tabs.Panel value={tab}>
            <SettingsTabContent
              tab={tab}
              user={user}
              org={org.data}
              orgLoadError={
                org.isError ? { retry: () => void org.refetch(), retrying: org.isRefetching } : undefined
              }
              workspace={activeWorkspace}
              membersTab={membersTab}
              subscriptionTab={subscriptionTab}
              lifetimeDealTab={lifetimeDealTab}
              expertProfileTab={expertProfileTab}
            />
          </Tabs.Panel>
        </Tabs>
      </Box>
    </PageContainer>
  );
}
