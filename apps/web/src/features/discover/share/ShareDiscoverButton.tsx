import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { DiscoverShareDialog, type DiscoverShareDialogTarget } from './DiscoverShareDialog.tsx';

export type ShareDiscoverButtonProps = (
  { discoverAdId: string; brandId?: undefined } | { brandId: string; discoverAdId?: undefined }
) & {
  /** What the dialog's title names: the ad (e.g. its brand and headline) or the brand's name. */
  name: string;
  /** The workspace the link is shared from; the active workspace when left out. */
  workspaceId?: string;
  /** A labelled button ('button', the default) or an icon button named "Share" ('icon'). */
  variant?: 'button' | 'icon';
  size?: 'xs' | 'sm' | 'md';
};

/**
 * Shares a Discover ad or brand with a public link: opens the share dialog for it. Shown only to members
 * the server lets share in the workspace (not guests) whose grant there includes Inspiration.
 */
export function ShareDiscoverButton(props: ShareDiscoverButtonProps) {
  const { name, variant = 'button', size = 'sm' } = props;
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
      {variant === 'icon' ? (
        <Tooltip label="Share">
          <ActionIcon
            variant="default"
            size={size === 'xs' ? 'md' : 'lg'}
            aria-label="Share"
            onClick={() => setOpened(true)}
          >
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          size={size}
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          Share
        </Button>
      )}
      <DiscoverShareDialog target={target} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
