import { separatorReplacement } from '@hookline/domain';
import { Card, Code, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AdNaming } from './ad-naming.ts';
import { namingSourceOf } from './ad-naming.ts';
import { propertiesToType, type PlannedAd, type WizardState } from './wizard-state.ts';

interface AdNamesPanelProps {
  naming: AdNaming;
  ads: readonly PlannedAd[];
  state: WizardState;
  update: (change: (current: WizardState) => WizardState) => void;
}

/** How the naming convention names the ads, the values typed once for the batch, and what was replaced. */
export function AdNamesPanel({ naming, ads, state, update }: AdNamesPanelProps) {
  const { convention } = naming;
  const toType = propertiesToType(naming, ads, state);
  const replaced = [...new Set(ads.flatMap((ad) => ad.naming?.replaced ?? []))];
  const replacement = separatorReplacement(convention.separator);
  const setValue = (property: string, value: string) =>
    update((current) => ({ ...current, namingValues: { ...current.namingValues, [property]: value } }));
  return (
    <Card withBorder radius="md" component="section" aria-label="Ad names">
      <Title order={3} fz={16} mb={4}>
        Ad names
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Named by the naming convention {convention.name}:{' '}
        <Code style={{ overflowWrap: 'anywhere' }}>{convention.properties.join(convention.separator)}</Code>,
        so Analytics can group the ads by each property.
      </Text>
      <Stack gap="sm" maw={640}>
        {toType.map((property) => (
          <TextInput
            key={property}
            label={property}
            description={
              namingSourceOf(property) === 'typed'
                ? 'The same for every ad of this launch.'
                : `For the ads whose ${property} the wizard can't tell.`
            }
            required
            maxLength={120}
            value={state.namingValues[property] ?? ''}
            onChange={(event) => setValue(property, event.currentTarget.value)}
          />
        ))}
        {replaced.length > 0 && (
          <Text size="sm" role="note">
            “{convention.separator}” separates the properties, so inside a value it is{' '}
            {replacement === '' ? 'left out' : `written as “${replacement}”`}: {replaced.join(', ')}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
