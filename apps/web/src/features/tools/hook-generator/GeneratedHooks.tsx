import type { Hook } from '@hookline/domain';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { HookResults } from './HookResults.tsx';
import type { GenerationState } from './use-hook-generation.ts';

interface GeneratedHooksProps {
  state: GenerationState;
  onRetry: () => void;
  onSave?: (hooks: Hook[]) => Promise<unknown>;
  saving?: boolean;
}

/** The output side of the generator in its four states: nothing yet, writing, failed with Retry, the hooks. */
export function GeneratedHooks({ state, onRetry, onSave, saving }: GeneratedHooksProps) {
  if (state.status === 'loading') {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Writing your hooks">
        <Text size="sm" c="dimmed">
          Writing your hooks…
        </Text>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={110} radius="md" />
        ))}
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        role="alert"
        variant="light"
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title="The hooks could not be written"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{state.message}</Text>
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (state.status === 'done') {
    if (state.result.data.length === 0) {
      return (
        <Stack gap={6} py={48} align="center" ta="center">
          <Text fw={600}>No hook could be written for this product</Text>
          <Text size="sm" c="dimmed" maw={420}>
            Say more about it: what it does, for whom, and a number or two.
          </Text>
        </Stack>
      );
    }
    return <HookResults result={state.result} onSave={onSave} saving={saving} />;
  }
  return (
    <Stack gap={6} py={48} align="center" ta="center">
      <IconSparkles size={32} stroke={1.5} aria-hidden="true" />
      <Text fw={600}>Your hooks will appear here</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Describe a product or fetch it from its page, then generate: hooks come grouped by how aware the
        audience already is, from Unaware to Most aware.
      </Text>
    </Stack>
  );
}
