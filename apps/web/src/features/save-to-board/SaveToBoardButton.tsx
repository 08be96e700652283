import { Button } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useActiveWorkspace } from '../../app/session/use-active-workspace.ts';
import type { SaveToBoardProps } from '../../ui/save-to-board-slot.tsx';
import { SaveToBoardDialog } from './SaveToBoardDialog.tsx';

/**
 * "Save to board" for a Discover ad: opens the board picker. Shown only where the server lets the caller
 * add to boards in the active workspace (`file.upload` with Inspiration: not guests).
 */
export function SaveToBoardButton({ ad, variant = 'button', size = 'sm', className }: SaveToBoardProps) {
  const { activeWorkspace } = useActiveWorkspace();
  const [opened, setOpened] = useState(false);
  const maySave =
    activeWorkspace !== undefined &&
    activeWorkspace.products.includes('inspiration') &&
    activeWorkspace.allowedActions.includes('file.upload');
  if (!maySave) return null;
  return (
    <>
      {variant === 'icon' ? (
        <Button
          variant="white"
          color="dark"
          size="compact-sm"
          radius="xl"
          className={className}
          leftSection={<IconBookmarkPlus size={15} aria-hidden />}
          aria-label={`Save the ${ad.name} ad to a board`}
          data-tour="save-to-board"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(true);
          }}
        >
          Save
        </Button>
      ) : (
        <Button
          size={size}
          leftSection={<IconBookmarkPlus size={16} aria-hidden />}
          className={className}
          data-tour="save-to-board"
          onClick={() => setOpened(true)}
        >
          Save to board
        </Button>
      )}
      {/* The dialog lives in a portal, but its clicks still bubble through React to what holds the button
          (a card that opens its ad on a click): they stop here. */}
      <span onClick={(event) => event.stopPropagation()} style={{ display: 'contents' }}>
        <SaveToBoardDialog ad={ad} opened={opened} onClose={() => setOpened(false)} />
      </span>
    </>
  );
}
