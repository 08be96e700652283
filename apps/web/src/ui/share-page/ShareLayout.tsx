import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../BrandLogo.tsx';
import classes from './share-page-frame.module.css';

interface ShareLayoutProps {
  /** The link's description, once the link is open. */
  description?: string | null;
  children: ReactNode;
  /** The file view fills the window below the header; other views scroll. */
  fill?: boolean;
}

/** The frame of a shared link's page: Hookline's brand, the link's description, and no account or app shell. */
export function ShareLayout({ description, children, fill = false }: ShareLayoutProps) {
  return (
    <Box className={fill ? classes.fillPage : classes.page}>
      <header className={classes.header}>
        <Group gap={16} wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <BrandLogo size={28} />
          {description && (
            <Text size="sm" c="gray.7" truncate title={description} className={classes.description}>
              {description}
            </Text>
          )}
        </Group>
        <Text size="sm" c="gray.7" style={{ flex: 'none' }}>
          Shared with you · read-only
        </Text>
      </header>
      {children}
    </Box>
  );
}
