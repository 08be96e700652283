import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';

/** The frame of a public snapshot: the brand and the content, with no app shell and no account. */
export function PublicSnapshotLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Box
        component="header"
        px={40}
        py={20}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="nowrap" maw={1600}>
          <BrandLogo size={28} />
          <Text size="sm" c="dimmed">
            Read-only snapshot
          </Text>
        </Group>
      </Box>
      <Box component="main" px={40} py={32} maw={1600}>
        {children}
      </Box>
    </Box>
  );
}
