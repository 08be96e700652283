import { createPresetBody } from '@hookline/domain';
import { ActionIcon, Button, Divider, Group, Modal, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconLayoutList, IconTrash } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import type { Preset } from '../../../../api/report-library-api.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';

export interface PresetMenuProps {
  presets: readonly Preset[];
  activePresetId: string | null;
  /** Applies a preset's columns to the report. */
  onApply: (preset: Preset) => void;
  /** Saves the report's current columns under `name`; the dialog stays open if it rejects. */
  onSave: (name: string) => Promise<unknown>;
  onDelete: (preset: Preset) => Promise<unknown>;
  /** Whether the user may save and delete presets; otherwise the menu only applies them. */
  canManage: boolean;
}

/** The table-preset menu: apply a saved set of columns, save the current one, delete one. */
export function PresetMenu(props: PresetMenuProps) {
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Preset | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const titleId = useId();
  const active = props.presets.find((preset) => preset._id === props.activePresetId);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await props.onDelete(deleting);
      setDeleting(null);
    } catch {
      // The failed call raised its own error toast; the dialog stays for another try.
    } finally {
      setDeletePending(false);
    }
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={300} trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconLayoutList size={16} aria-hidden />}
            onClick={() => setOpened((value) => !value)}
          >
            {active ? `Preset: ${active.name}` : 'Presets'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-labelledby={titleId} maw="calc(100vw - 2rem)">
          <Text id={titleId} fw={700} size="sm" px="xs" pb={4}>
            Table presets
          </Text>
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {props.presets.length === 0 && (
              <Text component="li" size="sm" c="dimmed" px="xs">
                No presets yet.{props.canManage ? ' Save the current columns to reuse them.' : ''}
              </Text>
            )}
            {props.presets.map((preset) => (
              <Group component="li" key={preset._id} gap={4} wrap="nowrap">
                <Button
                  variant={preset._id === props.activePresetId ? 'light' : 'subtle'}
                  color={preset._id === props.activePresetId ? undefined : 'dark'}
                  justify="flex-start"
                  flex={1}
                  miw={0}
                  aria-pressed={preset._id === props.activePresetId}
                  rightSection={
                    preset._id === props.activePresetId ? <IconCheck size={16} aria-hidden /> : null
                  }
                  onClick={() => {
                    props.onApply(preset);
                    setOpened(false);
                  }}
                >
                  {preset.name}
                </Button>
                {props.canManage && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Delete preset ${preset.name}`}
                    onClick={() => {
                      setOpened(false);
                      setDeleting(preset);
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
          {props.canManage && (
            <>
              <Divider my="xs" />
              <Button
                variant="subtle"
                justify="flex-start"
                fullWidth
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                onClick={() => {
                  setOpened(false);
                  setSaving(true);
                }}
              >
                Save current columns as preset…
              </Button>
            </>
          )}
        </Popover.Dropdown>
      </Popover>

      <Modal
        {...DIALOG_PROPS}
        opened={saving}
        onClose={() => setSaving(false)}
        title="Save columns as preset"
        centered
      >
        {saving && <SavePresetForm onSave={props.onSave} onDone={() => setSaving(false)} />}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete preset"
        confirmLabel="Delete"
        danger
        loading={deletePending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {`Delete the preset “${deleting?.name ?? ''}”? Reports keep the columns they show now.`}
      </ConfirmDialog>
    </>
  );
}

/** The preset's name, checked with the create call's schema so its message shows under the field. */
function SavePresetForm(props: { onSave: (name: string) => Promise<unknown>; onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPresetBody.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPending(true);
    try {
      await props.onSave(parsed.data);
      props.onDone();
    } catch {
      // The failed call raised its own error toast; the name stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label="Preset name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
        data-autofocus
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save preset
        </Button>
      </Group>
    </form>
  );
}
