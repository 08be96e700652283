import { HOOK_STAGE_LABELS, type GenerateHooksResponse, type Hook } from '@hookline/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { allHooksAsText, groupByStage } from './hook-format.ts';
import { HookCard } from './HookCard.tsx';
import { copyText } from './copy-text.ts';

interface HookResultsProps {
  result: GenerateHooksResponse;
  /** Saves the chosen hooks (all when none is chosen); absent where there is no library to save to. */
  onSave?: (hooks: Hook[]) => Promise<unknown>;
  saving?: boolean;
}

/** The hooks written, grouped by awareness stage from Unaware to Most aware, to copy or keep. */
export function HookResults({ result, onSave, saving = false }: HookResultsProps) {
  const hooks = result.data;
  const [selected, setSelected] = useState<ReadonlySet<Hook>>(new Set());
  const groups = groupByStage(hooks);
  // Numbered as shown: stage by stage.
  const numbers = new Map(groups.flatMap((group) => group.hooks).map((hook, index) => [hook, index + 1]));
  const chosen = hooks.filter((hook) => selected.has(hook));
  const toggle = (hook: Hook, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(hook);
      else next.delete(hook);
      return next;
    });

  return (
    <Stack gap="lg" aria-label="Generated hooks" component="section">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} fz="lg">
          {hooks.length} hook{hooks.length === 1 ? '' : 's'}
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            onClick={() => void copyText(allHooksAsText(hooks))}
          >
            Copy all
          </Button>
          {onSave && (
            <Button
              leftSection={<IconBookmark size={16} />}
              loading={saving}
              onClick={() =>
                void onSave(chosen.length > 0 ? chosen : hooks)
                  .then(() => setSelected(new Set()))
                  .catch(() => undefined)
              }
            >
              {chosen.length > 0
                ? `Save ${chosen.length} selected to hook library`
                : 'Save all to hook library'}
            </Button>
          )}
        </Group>
      </Group>
      {result.generatedBy.method === 'formulas' && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="sm">
          Generated from hook formulas, without a language model
        </Alert>
      )}
      {groups.map(({ stage, hooks: inStage }) => (
        <Stack key={stage} gap="sm" component="section" aria-labelledby={`hook-stage-${stage}`}>
          <Group gap={8} align="baseline">
            <Title order={3} fz="md" id={`hook-stage-${stage}`}>
              {HOOK_STAGE_LABELS[stage]}
            </Title>
            <Text size="sm" c="dimmed">
              {inStage.length} hook{inStage.length === 1 ? '' : 's'}
            </Text>
          </Group>
          {inStage.map((hook) => (
            <HookCard
              key={numbers.get(hook)}
              hook={hook}
              number={numbers.get(hook) ?? 0}
              selected={selected.has(hook)}
              onSelect={onSave ? (on) => toggle(hook, on) : undefined}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
