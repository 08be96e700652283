import { reportFieldsSchema } from '@hookline/domain';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { EmojiPicker } from '../components/emoji-picker/EmojiPicker.tsx';

export interface SaveReportValues {
  name: string;
  description: string;
  emoticon: string | null;
  folderId: string | null;
}

interface SaveReportDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: SaveReportValues;
  folders: { _id: string; name: string }[];
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: SaveReportValues) => void;
}

const nameSchema = reportFieldsSchema.shape.name;
const descriptionSchema = reportFieldsSchema.shape.description;

/** Name, description, emoticon and folder of a report: asked when a new report is first saved, or edited later. */
export function SaveReportDialog(props: SaveReportDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      radius="lg"
    >
      {/* Mounted while open only, so each opening starts from the report as it is. */}
      {props.opened && <SaveReportForm {...props} />}
    </Modal>
  );
}

function SaveReportForm({ initial, folders, saving, submitLabel, onClose, onSubmit }: SaveReportDialogProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = nameSchema.safeParse(values.name);
    const description = descriptionSchema.safeParse(values.description);
    const found = {
      name: name.success ? undefined : name.error.issues[0]?.message,
      description: description.success ? undefined : description.error.issues[0]?.message,
    };
    setErrors(found);
    if (!name.success || !description.success) return;
    onSubmit({ ...values, name: name.data, description: description.data });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <EmojiPicker
            value={values.emoticon}
            onChange={(emoticon) => setValues((current) => ({ ...current, emoticon }))}
            label="Report emoji"
          />
          <TextInput
            label="Report name"
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.currentTarget.value }))}
            error={errors.name}
            data-autofocus
            style={{ flex: 1 }}
            maxLength={120}
          />
        </Group>
        <Textarea
          label="Description"
          description="What this report answers, for whoever opens it next."
          value={values.description}
          onChange={(event) =>
            setValues((current) => ({ ...current, description: event.currentTarget.value }))
          }
          error={errors.description}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Select
          label="Folder"
          data={[
            { value: '', label: 'No folder' },
            ...folders.map((folder) => ({ value: folder._id, label: folder.name })),
          ]}
          value={values.folderId ?? ''}
          onChange={(folderId) => setValues((current) => ({ ...current, folderId: folderId || null }))}
          allowDeselect={false}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
