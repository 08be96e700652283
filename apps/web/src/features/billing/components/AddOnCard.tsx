import type { AddOnVerdict } from '@hookline/domain';
import { COMING_SOON } from '@hookline/domain';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AddOnCardProps {
  title: string;
  description: string;
  /** Shown beside the title while the add-on is bought: what the organisation has now. */
  activeLabel: string | null;
  slider: ReactNode;
  /** The price of the chosen size, a month. */
  price: string;
  verdict: AddOnVerdict;
  /** The 'Cannot downgrade' explanation and where to free up room. */
  downgradeText: (inUse: number) => string;
  manage: { label: string; to: string };
  /** Purchase, Update, Contact Sales: the card's main button, given the verdict. */
  primary: ReactNode;
  /** Cancel add-on, while bought. */
  secondary?: ReactNode;
  /** A refusal to show under the buttons ('Cannot Cancel …'). */
  notice?: ReactNode;
  /** Its module doesn't exist yet: 'Coming soon', with no size, price nor purchase (cancel stays, if bought). */
  comingSoon?: boolean;
}

/** An add-on bought by quantity: its slider, price, the rules' verdict and the actions. */
export function AddOnCard(props: AddOnCardProps) {
  if (props.comingSoon) return <ComingSoonAddOnCard {...props} />;
  const { verdict } = props;
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-label={props.title}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Title order={3} fz="lg">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </Stack>
          {props.activeLabel && (
            <Text size="sm" fw={600} c="teal.8">
              {props.activeLabel}
            </Text>
          )}
        </Group>
        {props.slider}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Price
            </Text>
            <Text fz={28} fw={800} lh={1.2}>
              {verdict.kind === 'contact_sales' ? 'Custom' : props.price}
              {verdict.kind !== 'contact_sales' && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  / month
                </Text>
              )}
            </Text>
          </div>
          <Group gap="sm">
            {props.secondary}
            {props.primary}
          </Group>
        </Group>
        {verdict.kind === 'contact_sales' && (
          <Text size="sm" c="dimmed">
            This size has a custom price: talk to our sales team.
          </Text>
        )}
        {verdict.kind === 'cannot_downgrade' && (
          <Alert
            color="orange"
            variant="light"
            title="Cannot downgrade"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{props.downgradeText(verdict.inUse)}</Text>
              <Button
                component={Link}
                to={props.manage.to}
                size="xs"
                variant="white"
                rightSection={<IconArrowUpRight size={14} />}
              >
                {props.manage.label}
              </Button>
            </Stack>
          </Alert>
        )}
        {props.notice}
      </Stack>
    </Card>
  );
}

/** The add-on of a module that doesn't exist yet: said so, with nothing to buy. */
function ComingSoonAddOnCard(props: AddOnCardProps) {
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-label={props.title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} fz="lg">
                {props.title}
              </Title>
              <Badge variant="light" color="gray" radius="sm">
                {COMING_SOON}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </Stack>
          {props.activeLabel && (
            <Text size="sm" fw={600} c="teal.8">
              {props.activeLabel}
            </Text>
          )}
        </Group>
        <Text size="sm">{props.title} is coming soon. It can be bought here once it is released.</Text>
        {props.secondary && <Group gap="sm">{props.secondary}</Group>}
        {props.notice}
      </Stack>
    </Card>
  );
}

/** A 'Cannot Cancel …' refusal, with where to free up room. */
export function CannotCancelNotice({
  title,
  text,
  manage,
}: {
  title: string;
  text: string;
  manage: { label: string; to: string };
}) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button
          component={Link}
          to={manage.to}
          size="xs"
          variant="white"
          rightSection={<IconArrowUpRight size={14} />}
        >
          {manage.label}
        </Button>
      </Stack>
    </Alert>
  );
}
