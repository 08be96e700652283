import {
  CREATIVE_ENHANCEMENT_KEYS,
  CREATIVE_ENHANCEMENTS,
  type CreativeEnhancements,
} from '@hookline/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AccountPage } from '../components/AccountPage.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLauncherSettings } from '../hooks/use-launcher-queries.ts';
import { useSaveSettings } from '../hooks/use-save-settings.ts';

/** `:adAccountId/settings/creative-enhancements`: every Advantage+ creative feature, off unless turned on here. */
export function CreativeEnhancementsPage() {
  const { adAccountId = '' } = useParams();
  const settings = useLauncherSettings(adAccountId);
  return (
    <AccountPage title="Creative enhancements">
      {() => (
        <QueryState query={settings} what="the settings">
          {(data) => <EnhancementsForm adAccountId={adAccountId} initial={data.creativeEnhancements} />}
        </QueryState>
      )}
    </AccountPage>
  );
}

function EnhancementsForm({ adAccountId, initial }: { adAccountId: string; initial: CreativeEnhancements }) {
  const [choices, setChoices] = useState(initial);
  const save = useSaveSettings(adAccountId, 'Creative enhancements');
  return (
    <Stack gap="md" maw={960}>
      <Alert variant="light" color="blue">
        Hookline writes each of these explicitly on every ad it launches, on or off, so Meta never opts you in
        by default. All are off until you turn them on.
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {CREATIVE_ENHANCEMENT_KEYS.map((key) => (
          <Switch
            key={key}
            label={CREATIVE_ENHANCEMENTS[key]}
            checked={choices[key] === 'OPT_IN'}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setChoices((current) => ({ ...current, [key]: on ? 'OPT_IN' : 'OPT_OUT' }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate({ creativeEnhancements: choices })}>
          Save enhancements
        </Button>
      </Group>
    </Stack>
  );
}
