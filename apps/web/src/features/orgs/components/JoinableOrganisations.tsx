import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useJoinOrganisation } from '../hooks/use-join-organisation.ts';
import { useJoinableOrganisations } from '../hooks/use-joinable-organisations.ts';
import classes from './JoinableOrganisations.module.css';

const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/**
 * Organisations of the caller's e-mail domain that let people join (spec section 3, allowUsersToJoin),
 * each with a Join button. Nothing is shown when there are none.
 */
export function JoinableOrganisations({ onJoined }: { onJoined: () => void }) {
  const { data: organisations = [] } = useJoinableOrganisations();
  const join = useJoinOrganisation();
  if (organisations.length === 0) return null;

  return (
    <Paper withBorder radius="lg" p="xl" className={classes.card}>
      <Stack gap={4} mb="md">
        <Title order={2} fz="md">
          Your team is already on Hookline
        </Title>
        <Text size="sm" c="dimmed">
          These organisations use your e-mail domain and welcome colleagues. Join one, or set up your own
          organisation below.
        </Text>
      </Stack>
      <Stack gap="sm">
        {organisations.map((org) => (
          <Group key={org._id} justify="space-between" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={org.logo} radius="md" color="hookline" variant="filled">
                {org.name.charAt(0).toUpperCase()}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate="end">
                  {org.name}
                </Text>
                <Group gap={4} c="dimmed">
                  <IconUsers size={13} />
                  <Text size="xs">{membersText(org.membersCount)}</Text>
                </Group>
              </div>
            </Group>
            <Button
              variant="light"
              size="xs"
              loading={join.isPending && join.variables === org._id}
              disabled={join.isPending && join.variables !== org._id}
              onClick={() => join.mutate(org._id, { onSuccess: onJoined })}
              aria-label={`Join ${org.name}`}
            >
              Join
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
