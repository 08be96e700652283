import type { OrgMember } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';

interface MemberActionsMenuProps {
  member: OrgMember;
  onResend: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The row menu of the members table: Resend invite, Edit member, Delete member (spec section 6), each
 * shown only when the server lists it in the member's `allowedActions`. With none, there is no menu.
 */
export function MemberActionsMenu({ member, ...handlers }: MemberActionsMenuProps) {
  const actions = member.allowedActions;
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" width={190} shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.email}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.includes('member.resend') && (
          <Menu.Item leftSection={<IconMailForward size={16} />} onClick={handlers.onResend}>
            Resend invite
          </Menu.Item>
        )}
        {actions.includes('member.update') && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={handlers.onEdit}>
            Edit member
          </Menu.Item>
        )}
        {actions.includes('member.remove') && (
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
