import type { LocalCheckoutSession } from '@hookline/domain';
import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useParams } from 'react-router';
import { COUNTRIES } from '@hookline/domain';
import { LoadError } from '../../../ui/LoadError.tsx';
import { leaveFor } from '../leave-for.ts';
import { formatUsd } from '../plan-display.ts';
import { offlineBillingApi, type CheckoutOutcome } from '../../../api/offline-billing-api.ts';
import { useOfflineCheckout } from './use-offline-billing.ts';
import { OfflineBillingLayout, SessionGone } from './OfflineBillingLayout.tsx';
import classes from './offline-pages.module.css';

const countryName = (code: string | null): string =>
  (code && COUNTRIES.find((country) => country.code === code.toUpperCase())?.name) ?? 'Not given';

const CLOSED_TITLES: Record<Exclude<LocalCheckoutSession['status'], 'open'>, string> = {
  complete: 'This checkout is already complete',
  declined: 'This payment was declined',
  expired: 'This payment page has expired',
};

function CheckoutSkeleton() {
  return (
    <div className={classes.checkout} aria-busy="true" aria-label="Loading the checkout">
      <Skeleton h={360} radius="lg" />
      <Skeleton h={300} radius="lg" />
    </div>
  );
}

/**
 * `/billing/checkout/:sessionId`: the offline provider's hosted checkout, opened from its address alone. It
 * lets anyone try billing without Stripe: Pay, Decline, or Needs action (a payment that waits for the
 * customer), then goes back to Hookline.
 */
export function OfflineCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useOfflineCheckout(sessionId);
  useDocumentTitle('Checkout · Hookline');

  let content;
  if (session.gone) content = <SessionGone />;
  else if (session.isError) {
    content = (
      <main className={classes.main}>
        <LoadError
          what="this checkout"
          onRetry={() => void session.refetch()}
          retrying={session.isRefetching}
        />
      </main>
    );
  } else if (session.isPending) {
    content = (
      <main className={classes.main}>
        <CheckoutSkeleton />
      </main>
    );
  } else if (session.data.status !== 'open') {
    content = <SessionGone title={CLOSED_TITLES[session.data.status]} />;
  } else {
    content = <OpenCheckout sessionId={sessionId} session={session.data} />;
  }
  return <OfflineBillingLayout>{content}</OfflineBillingLayout>;
}

function OpenCheckout({ sessionId, session }: { sessionId: string; session: LocalCheckoutSession }) {
  const complete = useMutation({
    mutationFn: (outcome: CheckoutOutcome) => offlineBillingApi.completeCheckout(sessionId, outcome),
    onSuccess: (redirectUrl) => leaveFor(redirectUrl),
  });
  const per = session.interval === 'yearly' ? 'year' : 'month';
  const busy = complete.isPending || complete.isSuccess;
  const pending = complete.isPending ? complete.variables : undefined;

  return (
    <main className={classes.main}>
      <div className={classes.checkout}>
        <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="order-title">
          <Stack gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                {session.orgName}
              </Text>
              <Title order={1} fz={26} id="order-title">
                Subscribe to Hookline
              </Title>
            </div>
            <Stack gap="sm">
              {session.lines.map((line) => (
                <Group key={line.description} justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{line.description}</Text>
                    {line.quantity > 1 && (
                      <Text size="sm" c="dimmed">
                        Quantity {line.quantity}
                      </Text>
                    )}
                  </div>
                  <Text fw={600}>{formatUsd(line.amount)}</Text>
                </Group>
              ))}
            </Stack>
            <Divider />
            <Group justify="space-between" align="baseline">
              <Text fw={700}>Total due today</Text>
              <Text fz={28} fw={800}>
                {formatUsd(session.total)}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  / {per}
                </Text>
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Billed {session.interval}
              </Text>
              <Text size="sm" c="dimmed">
                Country: {countryName(session.countryCode)}
              </Text>
            </Group>
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="pay-title">
          <Stack gap="md">
            <Title order={2} fz="lg" id="pay-title">
              Complete the payment
            </Title>
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              This is Hookline’s offline payment provider, for trying billing without Stripe. No card is
              charged: choose what the payment does.
            </Alert>
            {complete.isError && (
              <Alert variant="light" color="red" role="alert" title="That didn’t go through">
                {complete.error.message}
              </Alert>
            )}
            <Button
              size="md"
              leftSection={<IconCheck size={18} />}
              onClick={() => complete.mutate('pay')}
              loading={pending === 'pay'}
              disabled={busy && pending !== 'pay'}
            >
              Pay {formatUsd(session.total)}
            </Button>
            <Button
              size="md"
              variant="default"
              leftSection={<IconAlertTriangle size={18} color="var(--mantine-color-orange-8)" />}
              onClick={() => complete.mutate('needs_action')}
              loading={pending === 'needs_action'}
              disabled={busy && pending !== 'needs_action'}
            >
              Needs action
            </Button>
            <Button
              size="md"
              variant="default"
              leftSection={<IconX size={18} color="var(--mantine-color-red-8)" />}
              onClick={() => complete.mutate('decline')}
              loading={pending === 'decline'}
              disabled={busy && pending !== 'decline'}
            >
              Decline
            </Button>
            <Text size="xs" c="dimmed">
              Needs action starts the subscription with an invoice waiting for confirmation, as a card that
              asks for 3-D Secure would. Decline ends the checkout without a subscription.
            </Text>
            <Text size="xs" c="dimmed">
              This page expires{' '}
              {new Date(session.expiresAt).toLocaleString('en-GB', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              .
            </Text>
          </Stack>
        </Card>
      </div>
    </main>
  );
}
