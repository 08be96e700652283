import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { HookPickerProps } from '../../../ui/hook-picker-slot.tsx';

const Lazy = lazy(async () => ({ default: (await import('./SavedHookPicker.tsx')).SavedHookPicker }));

/** "Insert a saved hook", its module loaded on first render; a button of the same size stands in meanwhile. */
export function LazySavedHookPicker(props: HookPickerProps) {
  return (
    <Suspense
      fallback={
        <Button variant="default" size="xs" loading>
          Insert a saved hook
        </Button>
      }
    >
      <Lazy {...props} />
    </Suspense>
  );
}
