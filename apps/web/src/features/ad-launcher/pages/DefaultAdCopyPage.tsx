import type { AdCopy } from '@hookline/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AccountPage } from '../components/AccountPage.tsx';
import { AdCopyFields, EMPTY_COPY } from '../components/AdCopyFields.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLauncherSettings } from '../hooks/use-launcher-queries.ts';
import { useSaveSettings } from '../hooks/use-save-settings.ts';

/** `:adAccountId/settings/default-ad-copy`: the copy every new ad of the wizard starts with. */
export function DefaultAdCopyPage() {
  const { adAccountId = '' } = useParams();
  const settings = useLauncherSettings(adAccountId);
  return (
    <AccountPage title="Default ad copy" description="New ads in the launch wizard start with these words.">
      {() => (
        <QueryState query={settings} what="the settings">
          {(data) => <DefaultCopyForm adAccountId={adAccountId} initial={data.defaultAdCopy ?? EMPTY_COPY} />}
        </QueryState>
      )}
    </AccountPage>
  );
}

function DefaultCopyForm({ adAccountId, initial }: { adAccountId: string; initial: AdCopy }) {
  const [copy, setCopy] = useState(initial);
  const save = useSaveSettings(adAccountId, 'Default ad copy');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ defaultAdCopy: copy });
      }}
    >
      <Stack maw={720} gap="sm">
        <AdCopyFields value={copy} onChange={setCopy} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save default copy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
