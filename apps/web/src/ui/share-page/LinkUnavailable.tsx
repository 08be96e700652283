import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockX, IconLinkOff } from '@tabler/icons-react';
import classes from './share-page-frame.module.css';

interface LinkUnavailableProps {
  reason: 'expired' | 'disabled' | 'missing';
  /** The server's words, when it gave any. */
  message?: string | null;
}

const TITLES = {
  expired: 'This link has expired',
  disabled: 'This link is no longer available',
  missing: 'This link doesn’t exist',
} as const;

/** A link that doesn't open: expired, turned off, or never there (or what it shared was deleted). */
export function LinkUnavailable({ reason, message }: LinkUnavailableProps) {
  const Icon = reason === 'expired' ? IconClockX : IconLinkOff;
  return (
    <main className={classes.centre}>
      <Stack align="center" ta="center" gap="xs" maw={460}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <Icon size={28} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {message ?? TITLES[reason]}
        </Title>
        <Text c="gray.7">
          {reason === 'missing'
            ? 'Check the link, or ask the person who shared it for a new one.'
            : 'Ask the person who shared it to turn it back on or send you a new link.'}
        </Text>
      </Stack>
    </main>
  );
}
