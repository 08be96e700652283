import type { LocalPortalSession } from '@hookline/domain';
import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { TablePagination } from '../../../ui/pagination/TablePagination.tsx';
import { usePagedRows } from '../../../ui/pagination/use-paged-rows.ts';
import { toast } from '../../../ui/toasts.ts';
import { leaveFor } from '../leave-for.ts';
import { formatUsd } from '../plan-display.ts';
import { offlineBillingApi } from '../../../api/offline-billing-api.ts';
import { OFFLINE_BILLING_KEYS, useOfflinePortal } from './use-offline-billing.ts';
import { OfflineBillingLayout, SessionGone } from './OfflineBillingLayout.tsx';
import classes from './offline-pages.module.css';

const formatDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

const STATUS_COLOURS: Record<string, string> = {
  active: 'teal',
  paid: 'teal',
  trialing: 'blue',
  open: 'orange',
  past_due: 'orange',
  unpaid: 'red',
  incomplete: 'orange',
  canceled: 'gray',
  void: 'gray',
};

function StatusBadge({ status, needsAction = false }: { status: string; needsAction?: boolean }) {
  return (
    <Badge variant="light" radius="sm" color={needsAction ? 'red' : (STATUS_COLOURS[status] ?? 'gray')}>
      {needsAction ? 'Needs action' : status.replace('_', ' ')}
    </Badge>
  );
}

/**
 * `/billing/portal/:sessionId`: the offline provider's billing portal, opened from its address alone: the
 * organisation's subscriptions and invoices, 'Pay' on an invoice that waits for the customer, and 'Fail all
 * retries' to see what an unpaid subscription does (its products blocked until the invoice is paid).
 */
export function OfflinePortalPage() {
  const { sessionId = '' } = useParams();
  const portal = useOfflinePortal(sessionId);
  useDocumentTitle('Billing · Hookline');

  let content;
  if (portal.gone) content = <SessionGone />;
  else if (portal.isError) {
    content = (
      <main className={classes.main}>
        <LoadError what="your billing" onRetry={() => void portal.refetch()} retrying={portal.isRefetching} />
      </main>
    );
  } else if (portal.isPending) {
    content = (
      <main className={classes.main} aria-busy="true" aria-label="Loading your billing">
        <Stack gap="lg">
          <Skeleton h={32} w="40%" />
          <Skeleton h={140} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      </main>
    );
  } else content = <Portal sessionId={sessionId} portal={portal.data} />;
  return <OfflineBillingLayout>{content}</OfflineBillingLayout>;
}

function Portal({ sessionId, portal }: { sessionId: string; portal: LocalPortalSession }) {
  const client = useQueryClient();
  const pay = useMutation({
    mutationFn: (invoiceId: string) => offlineBillingApi.payInvoice(sessionId, invoiceId),
    onSuccess: async () => {
      toast.success('Invoice paid');
      await client.invalidateQueries({ queryKey: OFFLINE_BILLING_KEYS.portal(sessionId) });
    },
  });
  const fail = useMutation({
    mutationFn: (invoiceId: string) => offlineBillingApi.failInvoice(sessionId, invoiceId),
    onSuccess: async () => {
      toast.success('Every retry failed: the subscription is unpaid until the invoice is paid');
      await client.invalidateQueries({ queryKey: OFFLINE_BILLING_KEYS.portal(sessionId) });
    },
  });
  const invoices = usePagedRows(portal.invoices);

  return (
    <main className={classes.main}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {portal.orgName}
            </Text>
            <Title order={1} fz={26}>
              Billing
            </Title>
          </div>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => leaveFor(portal.returnUrl)}
          >
            Return to Hookline
          </Button>
        </Group>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="subscriptions-title">
          <Title order={2} fz="md" mb="sm" id="subscriptions-title">
            Subscriptions
          </Title>
          {portal.subscriptions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No subscriptions: the organisation is on the free plans.
            </Text>
          ) : (
            <Stack gap="xs">
              {portal.subscriptions.map((subscription) => (
                <Group key={subscription.description} justify="space-between" wrap="wrap" gap="sm">
                  <Text fw={600}>{subscription.description}</Text>
                  <Group gap="sm">
                    <Text size="sm" c="dimmed">
                      Renews {formatDate(subscription.currentPeriodEnd)}
                    </Text>
                    <StatusBadge status={subscription.status} />
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="invoices-title">
          <Title order={2} fz="md" mb="sm" id="invoices-title">
            Invoices
          </Title>
          {portal.invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              No invoices yet.
            </Text>
          ) : (
            <Stack gap="sm">
              <Table verticalSpacing="sm" aria-labelledby="invoices-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Number</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.rows.map((invoice) => (
                    <Table.Tr key={invoice._id}>
                      <Table.Td fw={600}>{invoice.number}</Table.Td>
                      <Table.Td>{formatDate(invoice.createdAt)}</Table.Td>
                      <Table.Td>{invoice.description}</Table.Td>
                      <Table.Td ta="right">{formatUsd(invoice.amount)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={invoice.status} needsAction={invoice.needsAction} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {invoice.canFail && (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => fail.mutate(invoice._id)}
                              loading={fail.isPending && fail.variables === invoice._id}
                              aria-label={`Fail all retries of invoice ${invoice.number}`}
                            >
                              Fail all retries
                            </Button>
                          )}
                          {invoice.needsAction && (
                            <Button
                              size="xs"
                              onClick={() => pay.mutate(invoice._id)}
                              loading={pay.isPending && pay.variables === invoice._id}
                              aria-label={`Pay invoice ${invoice.number}`}
                            >
                              Pay
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <TablePagination {...invoices.pagination} label="Pages of invoices" />
            </Stack>
          )}
        </Card>
      </Stack>
    </main>
  );
}
