import { Stack, Text, TextInput } from '@mantine/core';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Partnership ads: the creator, by their identity id or the ad code they shared. */
export function CreatorStep({ state, update }: WizardStepProps) {
  const set = (change: Partial<{ identityId: string; adCode: string }>) =>
    update((current) => ({ ...current, partner: { ...current.partner, ...change } }));
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" c="dimmed">
        The ads run with the creator as the second identity. Give their identity id or the partnership ad code
        they shared with you.
      </Text>
      <TextInput
        label="Creator's identity id"
        description="Their Instagram or Facebook identity id."
        value={state.partner.identityId}
        maxLength={64}
        onChange={(event) => set({ identityId: event.currentTarget.value })}
      />
      <TextInput
        label="Partnership ad code"
        value={state.partner.adCode}
        maxLength={255}
        onChange={(event) => set({ adCode: event.currentTarget.value })}
      />
    </Stack>
  );
}
