import { BILLING_MESSAGES, PRODUCT_LABELS, productBlockedMessage, type Product } from '@hookline/domain';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconHourglassOff, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveSubscriptions, useBillingAccess } from '../../../app/session/use-active-subscriptions.ts';
import { UPGRADE_PLAN_PATH } from '../../../ui/LimitReachedDialog.tsx';
import { moduleOfPath } from '../module-of-path.ts';

/** Where an admin pays once the trial has ended: it stays open (Settings, for the Subscriptions tab). */
const reachableWhileBlocked = (pathname: string): boolean => pathname === '/app/settings';

/**
 * What billing closes (spec section 4), in place of the page: the whole app once a free trial has no day
 * left, or one module while its subscription is blocked (an unpaid invoice). Admins get a way to pay
 * (Settings stays reachable); members are told whom to ask.
 */
export function BillingGate({ children }: { children: ReactNode }) {
  const { activeOrg } = useActiveOrg();
  const access = useBillingAccess(activeOrg?._id);
  const { pathname } = useLocation();
  if (!activeOrg || !access.data || reachableWhileBlocked(pathname)) return children;
  const isAdmin = activeOrg.allowedActions.includes('org.settings');
  if (access.data.accessMode === 'blocked_1') {
    return <TrialEnded orgName={activeOrg.name} isAdmin={isAdmin} />;
  }
  const module = moduleOfPath(pathname);
  if (module && access.data.blockedModules.includes(module)) {
    return (
      <ModuleBlocked
        module={module}
        orgId={activeOrg._id}
        orgName={activeOrg.name}
        isAdmin={isAdmin}
        invoiceWaits={access.data.paymentActionNeeded}
      />
    );
  }
  return children;
}

function GateScreen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack align="center" justify="center" ta="center" gap="md" mih="80vh" px="xl" component="main">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={28} maw={640}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function TrialEnded({ orgName, isAdmin }: { orgName: string; isAdmin: boolean }) {
  return (
    <GateScreen icon={<IconHourglassOff size={32} />} title={BILLING_MESSAGES.trialEnded}>
      <Text c="dimmed" maw={480}>
        {isAdmin
          ? `Choose a plan to keep working in ${orgName}. Everything your team made is kept and will be waiting for you.`
          : `Ask an admin of ${orgName} to choose a plan. Everything your team made is kept.`}
      </Text>
      {isAdmin && (
        <Button component={Link} to={UPGRADE_PLAN_PATH} size="md">
          Choose a plan
        </Button>
      )}
    </GateScreen>
  );
}

/**
 * A blocked module: an invoice waits (every retry of a payment failed) and paying it lifts the block, or no
 * invoice waits and the block is our team's, lifted through support.
 */
function ModuleBlocked(props: {
  module: Product;
  orgId: string;
  orgName: string;
  isAdmin: boolean;
  invoiceWaits: boolean;
}) {
  const label = PRODUCT_LABELS[props.module];
  const kept = `Everything your team made in ${label} is kept.`;
  let reason: string;
  if (props.isAdmin) {
    reason = props.invoiceWaits
      ? `Every retry of the last payment failed. Pay the open invoice to unlock ${label} again. ${kept}`
      : `Contact our support team to unlock ${label} again. ${kept}`;
  } else {
    reason = props.invoiceWaits
      ? `Ask an admin of ${props.orgName} to pay the open invoice. ${kept}`
      : `Ask an admin of ${props.orgName} to contact our support team. ${kept}`;
  }
  return (
    <GateScreen icon={<IconLock size={32} />} title={productBlockedMessage(props.module)}>
      <Text c="dimmed" maw={520}>
        {reason}
      </Text>
      {props.isAdmin && <AdminWayOut orgId={props.orgId} />}
    </GateScreen>
  );
}

/** The open invoice's payment page when there is one, and the Subscriptions tab (Contact Support is there). */
function AdminWayOut({ orgId }: { orgId: string }) {
  const link = useActiveSubscriptions(orgId).data?.subscriptionInfo.invoicePaymentLink;
  return (
    <Group justify="center" gap="sm">
      {link && (
        <Button component="a" href={link} size="md" rightSection={<IconExternalLink size={16} />}>
          Pay the invoice
        </Button>
      )}
      <Button component={Link} to={UPGRADE_PLAN_PATH} size="md" variant={link ? 'default' : 'filled'}>
        Open Subscriptions
      </Button>
    </Group>
  );
}
