import type { OrgMember } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { memberActions } from '../member-actions.ts';

interface MemberActionsMenuProps {
  member: OrgMember;
  currentUserId: string | undefined;
  onResend: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The row menu of the members table: Resend invite, Edit member, Delete member (spec section 6). */
export function MemberActionsMenu({ member, currentUserId, ...handlers }: MemberActionsMenuProps) {
  const actions = memberActions(member, currentUserId);
  return (
    <Menu position="bottom-end" width={190} shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.email}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.includes('resend') && (
          <Menu.Item leftSection={<IconMailForward size={16} />} onClick={handlers.onResend}>
            Resend invite
          </Menu.Item>
        )}
        {actions.includes('edit') && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={handlers.onEdit}>
            Edit member
          </Menu.Item>
        )}
        {actions.includes('delete') && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={handlers.onDelete}>
              Delete member
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
