import {
  apiKeyCreateBody,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@hookline/domain';
import { Alert, Button, Group, Modal, MultiSelect, Radio, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { useCreateApiKey } from '../hooks/use-api-keys.ts';
import { NewApiKeySecret } from './NewApiKeySecret.tsx';

interface WorkspaceChoice {
  _id: string;
  name: string;
}

interface CreateApiKeyDialogProps {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  /** The organisation's workspaces, by name: a key may be limited to some of them. */
  workspaces: readonly WorkspaceChoice[];
}

/**
 * Makes a key, then shows its secret this once. Closing the dialog forgets the secret: the mutation's answer
 * is reset, so nothing of it stays in memory for the list or a later opening.
 */
export function CreateApiKeyDialog({ orgId, opened, onClose, workspaces }: CreateApiKeyDialogProps) {
  const create = useCreateApiKey(orgId);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  const close = () => {
    setCreated(null);
    create.reset();
    onClose();
  };

  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={close}
      title={created ? 'Copy your new API key' : 'Create API key'}
      centered
      radius="lg"
      size={640}
    >
      {opened && created && <NewApiKeySecret secret={created.key} onDone={close} />}
      {opened && !created && (
        <CreateApiKeyForm
          workspaces={workspaces}
          pending={create.isPending}
          refusal={create.error?.message}
          onSubmit={(body) => create.mutate(body, { onSuccess: setCreated })}
          onCancel={close}
        />
      )}
    </Modal>
  );
}

type WorkspaceReach = 'all' | 'some';

interface CreateApiKeyFormProps {
  workspaces: readonly WorkspaceChoice[];
  pending: boolean;
  /** The server's words when it refused the last try. */
  refusal: string | undefined;
  onSubmit: (body: ApiKeyCreateBody) => void;
  onCancel: () => void;
}

interface FormErrors {
  name?: string;
  workspaceIds?: string;
  other?: string;
}

function CreateApiKeyForm({ workspaces, pending, refusal, onSubmit, onCancel }: CreateApiKeyFormProps) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [reach, setReach] = useState<WorkspaceReach>('all');
  const [workspaceIds, setWorkspaceIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyCreateBody.safeParse({
      name,
      scope,
      workspaceIds: reach === 'all' ? null : workspaceIds,
    });
    if (!parsed.success) {
      const found: FormErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' || issue.path[0] === 'workspaceIds' ? issue.path[0] : 'other';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label="Name"
          description="Say what uses the key, so that you know which one to revoke later."
          placeholder="Reporting script"
          leftSection={<IconKey size={16} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _name, ...rest }) => rest);
          }}
          error={errors.name}
          autoComplete="off"
          data-autofocus
        />
        <Radio.Group
          label="Scope"
          value={scope}
          onChange={(value) => setScope(value === 'write' ? 'write' : 'read')}
        >
          <Stack gap="xs" mt={6}>
            <Radio
              value="read"
              label="Read"
              description="Reads ads, brands, boards, files and reports; changes nothing."
            />
            <Radio
              value="write"
              label="Read and write"
              description="Also makes changes, such as saving ads to boards, as the admin who made the key."
            />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label="Workspaces"
          value={reach}
          onChange={(value) => {
            setReach(value === 'some' ? 'some' : 'all');
            setErrors(({ workspaceIds: _workspaceIds, ...rest }) => rest);
          }}
        >
          <Stack gap="xs" mt={6}>
            <Radio
              value="all"
              label="All workspaces"
              description="Every workspace, including ones made later."
            />
            <Radio value="some" label="Only these workspaces" disabled={workspaces.length === 0} />
          </Stack>
        </Radio.Group>
        {reach === 'some' && (
          <MultiSelect
            label="Workspaces the key may use"
            placeholder={workspaceIds.length === 0 ? 'Choose workspaces' : undefined}
            data={workspaces.map((workspace) => ({ value: workspace._id, label: workspace.name }))}
            value={workspaceIds}
            onChange={(ids) => {
              setWorkspaceIds(ids);
              setErrors(({ workspaceIds: _workspaceIds, ...rest }) => rest);
            }}
            error={errors.workspaceIds}
            searchable
            clearable
            nothingFoundMessage="No workspace has that name"
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {(errors.other ?? refusal) && (
          <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {errors.other ?? refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Create API key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
