import { ORG_ROLE_LABELS, type OrgMember } from '@hookline/domain';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { MemberActionsMenu } from './MemberActionsMenu.tsx';
import { useNarrow } from '../../../ui/use-narrow.ts';
import { MemberStatusBadge } from './MemberStatusBadge.tsx';

interface MembersTableProps {
  members: readonly OrgMember[];
  currentUserId: string | undefined;
  onResend: (member: OrgMember) => void;
  onEdit: (member: OrgMember) => void;
  onDelete: (member: OrgMember) => void;
}

function displayName(member: OrgMember): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** Every member on one page: settings tables have no pagination (spec section 9). */
export function MembersTable({ members, currentUserId, ...handlers }: MembersTableProps) {
  // Narrow, Status and Workspaces fold under the member's name instead of scrolling sideways.
  const { ref, narrow } = useNarrow(600);
  return (
    <div ref={ref}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th w={120}>Role</Table.Th>
            {!narrow && <Table.Th w={170}>Status</Table.Th>}
            {!narrow && <Table.Th w={120}>Workspaces</Table.Th>}
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = displayName(member);
            const isSelf = member.userId !== null && member.userId === currentUserId;
            return (
              <Table.Tr key={member._id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar
                      firstName={member.firstName || member.email}
                      lastName={member.lastName}
                      imageUrl={member.profileURL}
                      size={36}
                      radius="xl"
                    />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate="end">
                        {name || member.email}
                        {isSelf && (
                          <Text span size="xs" c="dimmed" fw={400} ml={6}>
                            (you)
                          </Text>
                        )}
                      </Text>
                      {name && (
                        <Text size="xs" c="dimmed" truncate="end">
                          {member.email}
                        </Text>
                      )}
                      {narrow && (
                        <Group gap={6} mt={4} wrap="nowrap">
                          <MemberStatusBadge member={member} />
                          <Text size="xs" c="dimmed" truncate="end">
                            {member.workspaceCount} {member.workspaceCount === 1 ? 'workspace' : 'workspaces'}
                          </Text>
                        </Group>
                      )}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{ORG_ROLE_LABELS[member.role]}</Text>
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <MemberStatusBadge member={member} />
                  </Table.Td>
                )}
                {!narrow && (
                  <Table.Td>
                    <Text size="sm">{member.workspaceCount}</Text>
                  </Table.Td>
                )}
                <Table.Td>
                  <MemberActionsMenu
                    member={member}
                    onResend={() => handlers.onResend(member)}
                    onEdit={() => handlers.onEdit(member)}
                    onDelete={() => handlers.onDelete(member)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
