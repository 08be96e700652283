import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageContainerProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A page inside the app shell: a header with title and actions, then the content. It takes the width the
 * sidebar leaves (more when the sidebar is collapsed), up to 1600 px, where lines would grow too long.
 */
export function PageContainer({ title, description, actions, children }: PageContainerProps) {
  return (
    <Box px={40} py={32} maw={1600}>
      {/* The action never shrinks: on a narrow page it moves below the description (docs/ui.md). */}
      <Group justify="space-between" align="flex-end" mb={28} gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <div style={{ flexShrink: 0 }}>{actions}</div>}
      </Group>
      {children}
    </Box>
  );
}
