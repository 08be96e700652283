import { BILLING_MESSAGES } from '@hookline/domain';
import { Badge, Box, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import classes from './offline-pages.module.css';

/** The frame of the offline provider's pages: the brand, a test-mode badge, no app shell. */
export function OfflineBillingLayout({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <BrandLogo size={28} />
        <Badge color="orange" variant="light" radius="sm" size="lg">
          Offline payments · test mode
        </Badge>
      </header>
      {children}
    </Box>
  );
}

/** A session that doesn't exist any more: expired, or never there. */
export function SessionGone({ title = BILLING_MESSAGES.sessionNotFound }: { title?: string }) {
  return (
    <main className={classes.centre}>
      <Stack align="center" ta="center" gap="xs" maw={480}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconClockX size={28} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="gray.7">
          Payment pages last a short while. Go back to Hookline and start again from Settings › Subscriptions.
        </Text>
      </Stack>
    </main>
  );
}
