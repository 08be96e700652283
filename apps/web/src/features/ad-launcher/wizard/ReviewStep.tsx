import { Card, Code, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { AdPreviews } from './AdPreviews.tsx';
import { plannedAds } from './wizard-state.ts';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 4: every ad, its previews and the exact payload that will be sent; the ads' status. */
export function ReviewStep({ state, update, account }: WizardStepProps) {
  const ads = plannedAds(state);
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
            <Title order={3} fz={16} mb="xs">
              {ad.payload.name}
            </Title>
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
