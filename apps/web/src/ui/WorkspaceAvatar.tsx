import type { Workspace } from '@hookline/domain';
import { Avatar, type AvatarProps } from '@mantine/core';

/** Colours that tell workspaces apart at a glance when they have no thumbnail. */
const AVATAR_COLOURS = ['hookline', 'teal', 'orange', 'grape', 'cyan', 'pink', 'lime', 'indigo'] as const;

export function workspaceAvatarColour(workspaceId: string): string {
  let hash = 0;
  for (const char of workspaceId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? 'hookline';
}

interface WorkspaceAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'color'> {
  workspace: Pick<Workspace, '_id' | 'name' | 'thumbnailURL'>;
}

/** The workspace's thumbnail, or its initial on a colour of its own. */
export function WorkspaceAvatar({ workspace, ...props }: WorkspaceAvatarProps) {
  return (
    <Avatar
      src={workspace.thumbnailURL}
      color={workspaceAvatarColour(workspace._id)}
      variant="filled"
      radius="sm"
      alt=""
      {...props}
    >
      {workspace.name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
