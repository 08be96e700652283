import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';

export interface ShareButtonLook {
  /** A labelled button ('button', the default) or an icon button named "Share" ('icon'). */
  variant?: 'button' | 'icon';
  size?: 'xs' | 'sm' | 'md';
}

/** The button named "Share" that opens a share dialog; the dialog and who may share stay with the caller. */
export function ShareButton({
  variant = 'button',
  size = 'sm',
  onOpen,
}: ShareButtonLook & { onOpen: () => void }) {
  if (variant === 'icon') {
    return (
      <Tooltip label="Share">
        <ActionIcon variant="default" size={size === 'xs' ? 'md' : 'lg'} aria-label="Share" onClick={onOpen}>
          <IconShare size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="default" size={size} leftSection={<IconShare size={16} aria-hidden />} onClick={onOpen}>
      Share
    </Button>
  );
}
