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
      <Group justify="space-between" align="flex-end" mb={28} wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions}
      </Group>
      {children}
    </Box>
  );
}
