import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';

/** The search above a picker's list: 'Search boards'. */
export function PickerSearch({
  label,
  value,
  onChange,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the dialog's focus starts here. */
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      size="sm"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** Why the last pick was refused, read out when it changes. */
export function PickerNotice({ notice }: { notice: string | null }) {
  return (
    <div aria-live="polite">
      {notice && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle size={18} aria-hidden />}
          p="xs"
          styles={{ message: { color: 'var(--mantine-color-gray-9)' } }}
        >
          {notice}
        </Alert>
      )}
    </div>
  );
}

/** A picker's Cancel and its confirm button, locked while the choice is sent. */
export function PickerActions({
  pending,
  onCancel,
  confirm,
}: {
  pending: boolean;
  onCancel: () => void;
  confirm: { label: string; disabled: boolean; onClick: () => void };
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button disabled={confirm.disabled} loading={pending} onClick={confirm.onClick}>
        {confirm.label}
      </Button>
    </Group>
  );
}
