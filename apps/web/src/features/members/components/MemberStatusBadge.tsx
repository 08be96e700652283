import type { OrgMember } from '@hookline/domain';
import { Badge } from '@mantine/core';

/** Invited while the invite is pending, then Active, or Inactive when switched off. */
export function MemberStatusBadge({ member }: { member: Pick<OrgMember, 'inviteStatus' | 'isActive'> }) {
  if (member.inviteStatus === 'pending') {
    return (
      <Badge variant="light" color="yellow" radius="sm">
        Invited
      </Badge>
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
