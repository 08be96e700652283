import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: what would be here, and the way to the first one. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={48} px="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconRocket size={24} />
      </ThemeIcon>
      <Title order={2} fz={18}>
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
