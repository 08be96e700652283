import { Anchor, Card, Code, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { AdNaming } from './ad-naming.ts';
import { AdNamesPanel } from './AdNamesPanel.tsx';
import { AdPreviews } from './AdPreviews.tsx';
import { MAX_AD_NAME, plannedAds, type PlannedAd, type WizardState } from './wizard-state.ts';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 4: every ad, its name (editable), previews and the exact payload that will be sent; the ads' status. */
export function ReviewStep({ state, update, account, naming }: WizardStepProps) {
  const ads = plannedAds(state, naming);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" fw={500} id="launch-status">
          Launch the ads
        </Text>
        <SegmentedControl
          aria-labelledby="launch-status"
          value={state.status}
          onChange={(status) => update((current) => ({ ...current, status: status }))}
          data={[
            { value: 'PAUSED', label: 'Paused' },
            { value: 'ACTIVE', label: 'Active' },
          ]}
        />
      </Group>
      {naming && <AdNamesPanel naming={naming} ads={ads} state={state} update={update} />}
      <Text size="sm" c="dimmed">
        {ads.length === 1 ? '1 ad' : `${ads.length} ads`} will be launched on {account.name}.
      </Text>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Ads to launch">
        {ads.map((ad, index) => (
          <Card
            key={ad.key}
            withBorder
            radius="md"
            component="li"
            aria-label={ad.payload.name ?? `Ad ${index + 1}`}
          >
            <AdNameField ad={ad} naming={naming} update={update} />
            <Group align="flex-start" gap="lg" wrap="wrap">
              <AdPreviews
                adAccountId={account._id}
                ad={ad.payload}
                label={ad.payload.name ?? `Ad ${index + 1}`}
              />
              <Stack gap={4} style={{ flex: 1, minWidth: 280 }}>
                <Text size="xs" fw={600} c="dimmed">
                  Payload
                </Text>
                <Code block tabIndex={0} aria-label={`Payload of ${ad.payload.name ?? `ad ${index + 1}`}`}>
                  {JSON.stringify(ad.payload, null, 2)}
                </Code>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

interface AdNameFieldProps {
  ad: PlannedAd;
  naming: AdNaming | null;
  update: (change: (current: WizardState) => WizardState) => void;
}

/** One ad's final name, editable; a hand-made name that the convention can't read says so. */
function AdNameField({ ad, naming, update }: AdNameFieldProps) {
  const name = ad.payload.name ?? '';
  const setName = (value: string | undefined) =>
    update((current) => ({
      ...current,
      overrides: { ...current.overrides, [ad.key]: { ...current.overrides[ad.key], name: value } },
    }));
  const convention = naming?.convention;
  const byConventionAgain = Boolean(convention && ad.naming?.byHand);
  return (
    <Stack gap={4} mb="xs" maw={640}>
      <TextInput
        label="Ad name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameProblem(name, ad.naming?.byHand === true ? convention : undefined)}
      />
      {byConventionAgain && (
        <Anchor component="button" type="button" size="sm" onClick={() => setName(undefined)}>
          Name it by the naming convention again
        </Anchor>
      )}
    </Stack>
  );
}

/** What is wrong with a name: too long, or (made by hand) not readable by the naming convention. */
function nameProblem(name: string, handNamedBy: AdNaming['convention'] | undefined): string | undefined {
  if (name.length > MAX_AD_NAME) return `${name.length} characters: an ad name has at most ${MAX_AD_NAME}.`;
  if (!handNamedBy) return undefined;
  const parts = name.split(handNamedBy.separator).length;
  const wanted = handNamedBy.properties.length;
  if (parts === wanted) return undefined;
  return `This name has ${parts} part${parts === 1 ? '' : 's'} and the naming convention ${wanted}: Analytics won't read its properties.`;
}
