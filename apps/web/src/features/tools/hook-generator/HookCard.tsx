import { HOOK_TACTIC_LABELS, HOOK_TRIGGER_LABELS, type Hook } from '@hookline/domain';
import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { copyText } from './copy-text.ts';

/** One labelled line of a hook's details: "First frame", then what it shows. */
function Detail({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div style={{ display: 'flex', gap: 8, minWidth: 0 }}>
      <Text component="dt" size="sm" fw={600} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

interface HookCardProps {
  hook: Hook;
  /** Its number in the list, for the names of its controls ("Copy hook 3"). */
  number: number;
  selected?: boolean;
  /** Absent when hooks cannot be selected (nothing to save them to). */
  onSelect?: (selected: boolean) => void;
  /** More actions beside Copy (the library's Delete). */
  actions?: ReactNode;
}

/** A hook: its line, trigger and tactic, why it should work, and a video's or a static's parts. */
export function HookCard({ hook, number, selected = false, onSelect, actions }: HookCardProps) {
  const isVideo = Boolean(hook.spoken ?? hook.visual ?? hook.overlay);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Hook ${number}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
            {onSelect && (
              <Checkbox
                mt={3}
                aria-label={`Select hook ${number}`}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
              />
            )}
            <Text fw={600} size="md" style={{ overflowWrap: 'anywhere' }}>
              {hook.text}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCopy size={14} />}
              aria-label={`Copy hook ${number}`}
              onClick={() => void copyText(hook.text)}
            >
              Copy
            </Button>
            {actions}
          </Group>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="grape" radius="sm" tt="none">
            Trigger: {HOOK_TRIGGER_LABELS[hook.trigger]}
          </Badge>
          <Badge variant="light" color="indigo" radius="sm" tt="none">
            Tactic: {HOOK_TACTIC_LABELS[hook.tactic]}
          </Badge>
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {isVideo ? 'Video' : 'Static'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {hook.why}
        </Text>
        <Stack component="dl" gap={4} m={0}>
          <Detail label="Spoken" value={hook.spoken} />
          <Detail label="First frame" value={hook.visual} />
          <Detail label="Overlay" value={hook.overlay} />
          <Detail label="Headline" value={hook.headline} />
        </Stack>
      </Stack>
    </Card>
  );
}
