import { Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** The lock beside a module the organisation's billing has blocked; its pages say why and how to pay. */
export function BlockedMark({ label }: { label: string }) {
  return (
    <Tooltip label={`${label} is blocked for your organisation`} position="right">
      <span style={{ display: 'inline-flex' }}>
        <IconLock size={14} stroke={1.8} aria-hidden />
        <VisuallyHidden>(blocked)</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
