import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

interface CommentMenuProps {
  label: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete, as far as the comment's `allowedActions` go; nothing when neither is allowed. */
export function CommentMenu({ label, canEdit, canDelete, onEdit, onDelete }: CommentMenuProps) {
  if (!canEdit && !canDelete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="sm"
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {canEdit && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
