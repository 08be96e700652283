import { useState } from 'react';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { ShareButton, type ShareButtonLook } from '../../../ui/share-dialog/ShareButton.tsx';
import { DiscoverShareDialog, type DiscoverShareDialogTarget } from './DiscoverShareDialog.tsx';

export type ShareDiscoverButtonProps = (
  { discoverAdId: string; brandId?: undefined } | { brandId: string; discoverAdId?: undefined }
) &
  ShareButtonLook & {
    /** What the dialog's title names: the ad (e.g. its brand and headline) or the brand's name. */
    name: string;
    /** The workspace the link is shared from; the active workspace when left out. */
    workspaceId?: string;
  };

/**
 * Shares a Discover ad or brand with a public link: opens the share dialog for it. Shown only to members
 * the server lets share in the workspace (not guests) whose grant there includes Inspiration.
 */
export function ShareDiscoverButton(props: ShareDiscoverButtonProps) {
  const { name, variant, size } = props;
  const { activeWorkspace, workspaces } = useActiveWorkspace();
  const workspace =
    props.workspaceId === undefined
      ? activeWorkspace
      : workspaces.find((candidate) => candidate._id === props.workspaceId);
  const [opened, setOpened] = useState(false);
  const mayShare =
    workspace !== undefined &&
    workspace.allowedActions.includes('share.manage') &&
    workspace.products.includes('inspiration');
  if (!mayShare) return null;

  const target: DiscoverShareDialogTarget =
    props.discoverAdId !== undefined
      ? { assetType: 'discover', assetId: props.discoverAdId, workspaceId: workspace._id, name }
      : { assetType: 'discover_brand', assetId: props.brandId, workspaceId: workspace._id, name };

  return (
    <>
      <ShareButton variant={variant} size={size} onOpen={() => setOpened(true)} />
      <DiscoverShareDialog target={target} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
