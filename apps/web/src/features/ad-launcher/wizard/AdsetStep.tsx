import { Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { CAMPAIGN_OBJECTIVES, type CampaignObjective } from '@hookline/domain';
import { QueryState } from '../components/QueryState.tsx';
import { useAdsets } from '../hooks/use-launcher-queries.ts';
import { ADSET_GONE, isAdsetGone, type NewAdsetInput } from './wizard-state.ts';
import type { WizardStepProps } from './wizard-step-props.ts';

const OBJECTIVE_LABELS: Record<CampaignObjective, string> = {
  OUTCOME_SALES: 'Sales',
  OUTCOME_TRAFFIC: 'Traffic',
  OUTCOME_LEADS: 'Leads',
  OUTCOME_AWARENESS: 'Awareness',
};

/** Step 2: an existing ad set of the account, or a new one the launch makes. */
export function AdsetStep({ state, update, account }: WizardStepProps) {
  const adsets = useAdsets(account._id);
  const setNew = (change: Partial<NewAdsetInput>) =>
    update((current) => ({ ...current, newAdset: { ...current.newAdset, ...change } }));
  return (
    <Stack gap="md" maw={640}>
      <SegmentedControl
        aria-label="Existing or new ad set"
        value={state.adsetMode}
        onChange={(mode) => update((current) => ({ ...current, adsetMode: mode }))}
        data={[
          { value: 'existing', label: 'Existing ad set' },
          { value: 'new', label: 'New ad set' },
        ]}
      />
      {state.adsetMode === 'existing' ? (
        <QueryState query={adsets} what="the ad sets" rows={1}>
          {(data) =>
            data.length === 0 ? (
              <Text c="dimmed">This account has no ad sets yet: make a new one.</Text>
            ) : (
              <Select
                label="Ad set"
                placeholder="Choose an ad set"
                data={data.map((adset) => ({
                  value: adset.id,
                  label: `${adset.name} · ${adset.campaignName}`,
                }))}
                value={state.adsetId}
                error={isAdsetGone(state, data) ? ADSET_GONE : undefined}
                onChange={(adsetId) => update((current) => ({ ...current, adsetId }))}
              />
            )
          }
        </QueryState>
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Ad set name"
            value={state.newAdset.name}
            maxLength={255}
            onChange={(event) => setNew({ name: event.currentTarget.value })}
          />
          <TextInput
            label="Campaign name"
            description="A new campaign with this name holds the ad set."
            value={state.newAdset.campaignName}
            maxLength={255}
            onChange={(event) => setNew({ campaignName: event.currentTarget.value })}
          />
          <Select
            label="Campaign objective"
            allowDeselect={false}
            data={CAMPAIGN_OBJECTIVES.map((objective) => ({
              value: objective,
              label: OBJECTIVE_LABELS[objective],
            }))}
            value={state.newAdset.objective ?? 'OUTCOME_SALES'}
            onChange={(objective) => objective && setNew({ objective })}
          />
          <NumberInput
            label={`Daily budget (${account.currency})`}
            min={1}
            value={state.newAdset.dailyBudget}
            onChange={(value) => setNew({ dailyBudget: typeof value === 'number' ? value : '' })}
          />
          <TextInput
            label="Countries"
            description="Two-letter codes, separated by commas: US, GB, DE"
            value={state.newAdset.countries}
            onChange={(event) => setNew({ countries: event.currentTarget.value })}
          />
          <Group grow>
            <NumberInput
              label="Minimum age"
              min={13}
              max={65}
              value={state.newAdset.ageMin}
              onChange={(value) => setNew({ ageMin: typeof value === 'number' ? value : 18 })}
            />
            <NumberInput
              label="Maximum age"
              min={13}
              max={65}
              value={state.newAdset.ageMax}
              onChange={(value) => setNew({ ageMax: typeof value === 'number' ? value : 65 })}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
