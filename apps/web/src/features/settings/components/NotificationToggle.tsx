import { MESSAGES } from '@hookline/domain';
import { Paper, Switch } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { SAVE_DEBOUNCE_MS } from '../save-debounce.ts';

/**
 * An e-mail notifications switch that saves 500 ms after the last flip (spec section 9), says
 * 'Settings updated successfully', and flips back when the save fails.
 */
export function NotificationToggle(props: {
  saved: boolean;
  label: string;
  description: string;
  save: (value: boolean, callbacks: { onSuccess: () => void; onError: () => void }) => void;
}) {
  const [enabled, setEnabled] = useState(props.saved);
  const save = useDebouncedCallback((value: boolean) => {
    if (value === props.saved) return;
    props.save(value, {
      onSuccess: () => toast.success(MESSAGES.settingsUpdated),
      onError: () => setEnabled(props.saved),
    });
  }, SAVE_DEBOUNCE_MS);

  return (
    <Paper withBorder radius="md" p="lg">
      <Switch
        size="md"
        checked={enabled}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          setEnabled(value);
          save(value);
        }}
        label={props.label}
        description={props.description}
      />
    </Paper>
  );
}
