import type { LaunchSettings } from '@hookline/domain';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { LaunchIdentityFields } from '../components/LaunchIdentityFields.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useAdsets, useLauncherSettings } from '../hooks/use-launcher-queries.ts';
import { useSaveSettings } from '../hooks/use-save-settings.ts';

/** `:adAccountId/settings/launch-settings`: status, identity, pixel, ad naming and the default ad set. */
export function LaunchSettingsPage() {
  const { adAccountId = '' } = useParams();
  const settings = useLauncherSettings(adAccountId);
  return (
    <AccountPage title="Launch settings" description="How each launch on this account is set up.">
      {(account, workspaceId) => (
        <QueryState query={settings} what="the settings">
          {(data) => (
            <LaunchSettingsForm
              adAccountId={adAccountId}
              platformAccountId={account.adAccountId}
              workspaceId={workspaceId}
              initial={data.launchSettings}
            />
          )}
        </QueryState>
      )}
    </AccountPage>
  );
}

interface FormProps {
  adAccountId: string;
  /** The platform's own id of the account (`act_123`), as the report library knows accounts. */
  platformAccountId: string;
  workspaceId: string;
  initial: LaunchSettings;
}

function LaunchSettingsForm({ adAccountId, platformAccountId, workspaceId, initial }: FormProps) {
  const [value, setValue] = useState(initial);
  const save = useSaveSettings(adAccountId, 'Launch settings');
  const adsets = useAdsets(adAccountId);
  const conventions = useQuery({
    queryKey: AD_LAUNCHER_KEYS.namingConventions(workspaceId, platformAccountId),
    queryFn: ({ signal }) => adLauncherApi.namingConventions(workspaceId, platformAccountId, signal),
    retry: false,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ launchSettings: value });
      }}
    >
      <Stack maw={640} gap="md">
        <div>
          <Text size="sm" fw={500} mb={4} id="launch-status-label">
            Status of launched ads
          </Text>
          <SegmentedControl
            aria-labelledby="launch-status-label"
            value={value.status}
            onChange={(status) => setValue((current) => ({ ...current, status: status }))}
            data={[
              { value: 'PAUSED', label: 'Paused' },
              { value: 'ACTIVE', label: 'Active' },
            ]}
          />
        </div>
        <LaunchIdentityFields
          adAccountId={adAccountId}
          value={value}
          onChange={(change) => setValue((current) => ({ ...current, ...change }))}
        />
        <Select
          label="Ad naming convention"
          description="The launch wizard names each ad by it, so Analytics can group the ads by its properties."
          placeholder={conventions.isError ? "Couldn't load the naming conventions" : 'Name ads by hand'}
          clearable
          data={(conventions.data ?? []).map((convention) => ({
            value: convention._id,
            label: convention.name,
          }))}
          value={value.namingConventionId}
          onChange={(namingConventionId) => setValue((current) => ({ ...current, namingConventionId }))}
        />
        <Select
          label="Default ad set"
          placeholder={adsets.isError ? "Couldn't load the ad sets" : 'None'}
          clearable
          data={(adsets.data ?? []).map((adset) => ({
            value: adset.id,
            label: `${adset.name} · ${adset.campaignName}`,
          }))}
          value={value.defaultAdsetId}
          onChange={(defaultAdsetId) => setValue((current) => ({ ...current, defaultAdsetId }))}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save launch settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
