import { CUSTOM_FIELD_TYPE_LABELS, type CustomField, type Workspace } from '@hookline/domain';
import { Button, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { useCustomFields, useDeleteCustomField, useReorderCustomFields } from '../hooks/use-custom-fields.ts';
import { CustomFieldDialog } from './CustomFieldDialog.tsx';
import { CustomFieldList } from './CustomFieldList.tsx';

/** What the field dialog is open for: a new field, or one to edit; `key` mounts it afresh each time. */
type Editing = { key: number; field: CustomField | undefined } | null;

function FieldsSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * Workspace > Fields: the Creative Hub's custom fields in the order files show them, dragged to reorder;
 * create, edit (title, description, options) and delete (spec sections 2, 4 and 5).
 */
export function WorkspaceFieldsTab({ workspace }: { workspace: Workspace }) {
  const fields = useCustomFields(workspace._id);
  const reorder = useReorderCustomFields(workspace._id);
  const remove = useDeleteCustomField(workspace._id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const open = (field: CustomField | undefined) => setEditing({ key: Date.now(), field });
  const list = fields.data?.data ?? [];

  return (
    <>
      <SettingsPanelHeader
        title="Fields"
        description={
          <>
            Custom fields describe the Creative Hub&apos;s files in {workspace.name}. Drag a field by its
            handle to change the order files show them in.
          </>
        }
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => open(undefined)}
            data-tour="custom-fields"
          >
            New field
          </Button>
        }
      />
      {reorder.isPending && (
        <Group gap="xs" mb="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Saving the new order…
          </Text>
        </Group>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {fields.isPending ? (
          <FieldsSkeleton />
        ) : fields.isError ? (
          <LoadError what="the fields" onRetry={() => void fields.refetch()} retrying={fields.isRefetching} />
        ) : list.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" px="md" ta="center">
            <Text size="sm" c="dimmed" maw={440}>
              No fields yet. Create one to record a status, a channel or a due date on every file, with one of
              these types: {Object.values(CUSTOM_FIELD_TYPE_LABELS).join(', ')}.
            </Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => open(undefined)}>
              Create the first field
            </Button>
          </Stack>
        ) : (
          <CustomFieldList
            fields={list}
            onReorder={(order) => reorder.mutate(order)}
            onEdit={(field) => open(field)}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      {editing && (
        <CustomFieldDialog
          key={editing.key}
          workspaceId={workspace._id}
          field={editing.field}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete field"
        confirmLabel="Delete field"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
        }}
      >
        “{deleting?.title}” and the values files hold for it will be deleted. This can’t be undone.
      </ConfirmDialog>
    </>
  );
}
