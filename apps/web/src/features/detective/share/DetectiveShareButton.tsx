import { useState } from 'react';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { ShareButton, type ShareButtonLook } from '../../../ui/share-dialog/ShareButton.tsx';
import { DetectiveShareDialog } from './DetectiveShareDialog.tsx';

export type DetectiveShareButtonProps = ShareButtonLook & {
  /** The tracker whose dashboard is shared. */
  detectiveId: string;
  /** The tracked brand's name, in the dialog's title. */
  brandName: string;
  /** The workspace that tracks the brand (the tracker's `workspaceId`). */
  workspaceId: string;
};

/**
 * Shares a tracked brand's dashboard with a public link, for the dashboard's header: opens the share dialog.
 * Shown only to members the server lets share in the tracker's workspace (not guests).
 */
export function DetectiveShareButton({
  detectiveId,
  brandName,
  workspaceId,
  variant,
  size,
}: DetectiveShareButtonProps) {
  const { workspaces } = useActiveWorkspace();
  const workspace = workspaces.find((candidate) => candidate._id === workspaceId);
  const [opened, setOpened] = useState(false);
  if (!workspace?.allowedActions.includes('share.manage')) return null;
  return (
    <>
      <ShareButton variant={variant} size={size} onOpen={() => setOpened(true)} />
      <DetectiveShareDialog
        target={{ detectiveId, workspaceId, name: brandName }}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
