import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsPanelHeaderProps {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/** The head of a settings tab that holds a full-width table: what it is, and its main action. */
export function SettingsPanelHeader({ title, description, actions }: SettingsPanelHeaderProps) {
  return (
    // The action never shrinks: on a narrow tab it moves below the description instead.
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" pt="lg" pb="md">
      <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text size="sm" c="dimmed" component="div">
          {description}
        </Text>
      </Stack>
      {actions && <div style={{ flexShrink: 0 }}>{actions}</div>}
    </Group>
  );
}
