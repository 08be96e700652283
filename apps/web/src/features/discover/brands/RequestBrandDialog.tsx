import { brandRequestBody } from '@hookline/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useState, type FormEvent } from 'react';
import { discoverApi } from '../../../api/discover-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { toast } from '../../../ui/toasts.ts';
import classes from './RequestBrandDialog.module.css';

interface RequestBrandDialogProps {
  opened: boolean;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'name' | 'url', string>>;

/** The first message of each field, in the schema's words. */
function fieldErrors(values: { name: string; url: string }): FieldErrors | null {
  const parsed = brandRequestBody.safeParse(values);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'url') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function RequestBrandForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ name: '', url: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation({
    mutationFn: discoverApi.requestBrand,
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
    if (found) {
      setErrors(found);
      return;
    }
    request.mutate(brandRequestBody.parse(values));
  };
  const edit = (field: 'name' | 'url', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    request.reset();
  };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Name a brand the library doesn’t have yet, and where to find it. We add requested brands with their
          ads.
        </Text>
        <TextInput
          label="Brand name"
          placeholder="e.g. Acme Outdoor"
          value={values.name}
          error={errors.name}
          data-autofocus
          onChange={(event) => edit('name', event.currentTarget.value)}
        />
        <TextInput
          label="Website URL"
          placeholder="e.g. acme-outdoor.com"
          value={values.url}
          error={errors.url}
          inputMode="url"
          onChange={(event) => edit('url', event.currentTarget.value)}
        />
        {request.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {request.error.message}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={request.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={request.isPending}>
          Send request
        </Button>
      </Group>
    </form>
  );
}

/** 'Request a brand': a brand's name and web address, for the team to add it to the library. */
export function RequestBrandDialog({ opened, onClose }: RequestBrandDialogProps) {
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title="Request a brand" centered radius="lg">
      {opened && <RequestBrandForm onClose={onClose} />}
    </Modal>
  );
}
