import type { OrgMember } from '@hookline/domain';
import { Badge, Group } from '@mantine/core';

/**
 * Invited while the invite is pending (with Expired beside it once its link no longer works, so the admin
 * knows to resend it), then Active, or Inactive when switched off.
 */
export function MemberStatusBadge({
  member,
}: {
  member: Pick<OrgMember, 'inviteStatus' | 'inviteExpired' | 'isActive'>;
}) {
  if (member.inviteStatus === 'pending') {
    return (
      <Group gap={4} wrap="nowrap">
        <Badge variant="light" color="yellow" radius="sm">
          Invited
        </Badge>
        {member.inviteExpired && (
          <Badge variant="light" color="red" radius="sm">
            Expired
          </Badge>
        )}
      </Group>
    );
  }
  return member.isActive ? (
    <Badge variant="light" color="teal" radius="sm">
      Active
    </Badge>
  ) : (
    <Badge variant="light" color="gray" radius="sm">
      Inactive
    </Badge>
  );
}
