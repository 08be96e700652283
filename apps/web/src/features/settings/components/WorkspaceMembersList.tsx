import { PRODUCT_LABELS, WORKSPACE_ROLE_LABELS, type WorkspaceMember } from '@hookline/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import classes from './WorkspaceMembersList.module.css';

/** The people in a workspace with their role and products; settings lists don't paginate. */
export function WorkspaceMembersList({ members }: { members: readonly WorkspaceMember[] }) {
  if (members.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text size="sm" c="dimmed">
          Nobody has been added to this workspace yet.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" className={classes.list}>
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`.trim();
        return (
          <Group key={member.userId} className={classes.row} gap="sm" wrap="nowrap">
            <UserAvatar
              firstName={member.firstName || member.email}
              lastName={member.lastName}
              imageUrl={member.profileURL}
              size={34}
              radius="xl"
            />
            <Stack gap={0} className={classes.grow}>
              <Text size="sm" fw={600} truncate="end">
                {name || member.email}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {member.products.map((product) => PRODUCT_LABELS[product]).join(' · ') || member.email}
              </Text>
            </Stack>
            <Badge
              variant="light"
              color={member.roleName === 'guest' ? 'gray' : 'hookline'}
              radius="sm"
              className={classes.badge}
            >
              {WORKSPACE_ROLE_LABELS[member.roleName]}
            </Badge>
          </Group>
        );
      })}
    </Paper>
  );
}
