import { PRODUCT_LABELS } from '@hookline/domain';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveSubscriptions, useBillingAccess } from '../../../app/session/use-active-subscriptions.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import classes from './PaymentActionNotice.module.css';

/**
 * 'Action required': across the top of every page while an invoice waits for the customer (a card that
 * asks for 3-D Secure, a failed renewal), with a button to the modal that leads to the invoice.
 */
export function PaymentActionNotice() {
  const { activeOrg } = useActiveOrg();
  const access = useBillingAccess(activeOrg?._id);
  const [open, setOpen] = useState(false);
  const isAdmin = activeOrg?.allowedActions.includes('org.settings') ?? false;
  // The invoice's number, for an admin (the subscription details are theirs to read).
  const active = useActiveSubscriptions(
    isAdmin && access.data?.paymentActionNeeded ? activeOrg?._id : undefined,
  );
  if (!activeOrg || !access.data?.paymentActionNeeded) return null;
  const invoiceNumber = active.data?.subscriptionInfo?.invoiceNumber;
  const blocked = access.data.blockedModules.map((module) => PRODUCT_LABELS[module]);
  return (
    <>
      <div className={classes.banner} role="status">
        <Group gap="sm" justify="center" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconAlertTriangle size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              {blocked.length > 0
                ? `Payment failed: ${listOf(blocked)} ${blocked.length === 1 ? 'is' : 'are'} blocked until the invoice is paid`
                : invoiceNumber
                  ? `Payment not completed for the invoice ${invoiceNumber}`
                  : 'Action required: your last payment needs your confirmation'}
            </Text>
          </Group>
          <Button size="compact-sm" color="dark" onClick={() => setOpen(true)}>
            {isAdmin ? 'Complete payment' : 'Learn more'}
          </Button>
        </Group>
      </div>
      <Modal
        {...DIALOG_PROPS}
        opened={open}
        onClose={() => setOpen(false)}
        title="Confirm your payment"
        centered
        radius="lg"
      >
        {isAdmin ? (
          <AdminPaymentAction orgId={activeOrg._id} unpaid={blocked.length > 0} />
        ) : (
          <MemberPaymentAction />
        )}
      </Modal>
    </>
  );
}

function MemberPaymentAction() {
  return (
    <Text size="sm">
      Your organisation’s last payment waits for a confirmation from the bank. Ask an admin of your
      organisation to complete it, so that nothing is interrupted.
    </Text>
  );
}

/** 'A, B and C'. */
const listOf = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function AdminPaymentAction({ orgId, unpaid }: { orgId: string; unpaid: boolean }) {
  const active = useActiveSubscriptions(orgId);
  if (active.isError) {
    return (
      <LoadError what="the invoice" onRetry={() => void active.refetch()} retrying={active.isRefetching} />
    );
  }
  const info = active.data?.subscriptionInfo;
  return (
    <Stack gap="md">
      <Text size="sm">
        {unpaid
          ? 'Every retry of the last payment failed, so the modules of this subscription are blocked. Paying the ' +
            'invoice unlocks them at once; everything your team made is kept.'
          : 'Your bank asked to confirm the last payment (for example with 3-D Secure), or the card was ' +
            'declined. Until it is paid, your subscription stays past due and may be interrupted.'}
      </Text>
      {info?.invoiceNumber && (
        <Text size="sm">
          Invoice: <strong>{info.invoiceNumber}</strong>
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {info?.invoicePaymentLink ? (
          <Button component="a" href={info.invoicePaymentLink} rightSection={<IconExternalLink size={16} />}>
            Pay the invoice
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {active.isPending ? (
              'Loading the invoice…'
            ) : (
              <>
                The invoice link isn’t available: open{' '}
                <Anchor href="/app/settings?TAB=subscription">Subscriptions</Anchor> and use Manage billing.
              </>
            )}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
