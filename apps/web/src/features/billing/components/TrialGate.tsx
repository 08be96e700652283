import { BILLING_MESSAGES } from '@hookline/domain';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useBillingAccess } from '../../../app/session/use-active-subscriptions.ts';
import { UPGRADE_PLAN_PATH } from '../../../ui/LimitReachedDialog.tsx';

/** Where an admin pays once the trial has ended: it stays open (Settings, for the Subscriptions tab). */
const reachableWhileBlocked = (pathname: string): boolean => pathname === '/app/settings';

/**
 * During a free trial the whole app is blocked when no day is left (spec section 4): a screen in place of
 * the page, with a way to pay for admins (Settings stays reachable) and whom to ask for members.
 */
export function TrialGate({ children }: { children: ReactNode }) {
  const { activeOrg } = useActiveOrg();
  const access = useBillingAccess(activeOrg?._id);
  const location = useLocation();
  if (!activeOrg || access.data?.accessMode !== 'blocked_1' || reachableWhileBlocked(location.pathname)) {
    return children;
  }
  const isAdmin = activeOrg.allowedActions.includes('org.settings');
  return (
    <Stack align="center" justify="center" ta="center" gap="md" mih="80vh" px="xl" component="main">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconHourglassOff size={32} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        {BILLING_MESSAGES.trialEnded}
      </Title>
      <Text c="dimmed" maw={480}>
        {isAdmin
          ? `Choose a plan to keep working in ${activeOrg.name}. Everything your team made is kept and will be waiting for you.`
          : `Ask an admin of ${activeOrg.name} to choose a plan. Everything your team made is kept.`}
      </Text>
      {isAdmin && (
        <Button component={Link} to={UPGRADE_PLAN_PATH} size="md">
          Choose a plan
        </Button>
      )}
    </Stack>
  );
}
