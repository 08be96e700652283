import type { ShareViewerAction } from '@hookline/domain';
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
  /** What the link lets its viewers do beyond looking, once the link is open. */
  allowedActions?: readonly ShareViewerAction[];
}

/** What the visitor can do, in the header: read-only only when the link allows neither comments nor downloads. */
export function shareAbilities(allowedActions: readonly ShareViewerAction[] | undefined): string {
  if (!allowedActions) return 'Shared with you';
  const comment = allowedActions.includes('comment.write');
  const download = allowedActions.includes('download');
  if (comment && download) return 'Shared with you · you can comment and download';
  if (comment) return 'Shared with you · you can comment';
  if (download) return 'Shared with you · you can download';
  return 'Shared with you · read-only';
}

/** The frame of a shared link's page: Hookline's brand, the link's description, and no account or app shell. */
export function ShareLayout({ description, children, fill = false, allowedActions }: ShareLayoutProps) {
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
        <Text size="sm" c="gray.7" className={classes.abilities}>
          {shareAbilities(allowedActions)}
        </Text>
      </header>
      {children}
    </Box>
  );
}
