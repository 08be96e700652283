import type { AdCopy, CopyTemplate } from '@hookline/domain';
import { CALL_TO_ACTIONS } from '@hookline/domain';
import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { AdCopyFields, EMPTY_COPY } from '../components/AdCopyFields.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useCopyTemplates } from '../hooks/use-launcher-queries.ts';

type Editing = { template: CopyTemplate | null } | null;

/** `:adAccountId/settings/ad-copy-templates`: the account's copy templates, made, edited and deleted here. */
export function CopyTemplatesPage() {
  const { adAccountId = '' } = useParams();
  const templates = useCopyTemplates(adAccountId);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CopyTemplate | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.copyTemplates(adAccountId) });
  const save = useMutation({
    mutationFn: (input: { id: string | null; body: AdCopy & { name: string } }) =>
      input.id
        ? adLauncherApi.updateCopyTemplate(input.id, input.body)
        : adLauncherApi.createCopyTemplate(adAccountId, input.body),
    onSuccess: async (template, input) => {
      setEditing(null);
      await refresh();
      toast.success(input.id ? `Template "${template.name}" saved` : `Template "${template.name}" created`);
    },
  });
  const remove = useMutation({
    mutationFn: (template: CopyTemplate) => adLauncherApi.deleteCopyTemplate(template._id),
    onSuccess: async (_result, template) => {
      setDeleting(null);
      await refresh();
      toast.success(`Template "${template.name}" deleted`);
    },
  });
  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ template: null })}>
      New template
    </Button>
  );
  return (
    <AccountPage title="Ad copy templates" actions={() => add}>
      {() => (
        <>
          <QueryState
            query={templates}
            what="the copy templates"
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                title="No copy templates yet"
                text="Save the words and links you launch with, and pick them in the launch wizard."
                action={add}
              />
            }
          >
            {(data) => (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Headline</Table.Th>
                      <Table.Th>Call to action</Table.Th>
                      <Table.Th aria-label="Actions" />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((template) => (
                      <Table.Tr key={template._id}>
                        <Table.Td>{template.name}</Table.Td>
                        <Table.Td>{template.headline}</Table.Td>
                        <Table.Td>{CALL_TO_ACTIONS[template.cta]}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`Edit ${template.name}`}
                              onClick={() => setEditing({ template })}
                            >
                              Edit
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${template.name}`}
                              onClick={() => setDeleting(template)}
                            >
                              Delete
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </QueryState>
          <FormDialog
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={editing?.template ? 'Edit copy template' : 'New copy template'}
            size={640}
          >
            <TemplateForm
              template={editing?.template ?? null}
              saving={save.isPending}
              onSave={(body) => save.mutate({ id: editing?.template?._id ?? null, body })}
              onCancel={() => setEditing(null)}
            />
          </FormDialog>
          <ConfirmDialog
            opened={deleting !== null}
            title="Delete this template?"
            confirmLabel="Delete"
            danger
            loading={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting)}
            onClose={() => setDeleting(null)}
          >
            "{deleting?.name}" is deleted. Drafts that used it keep their copy.
          </ConfirmDialog>
        </>
      )}
    </AccountPage>
  );
}

interface TemplateFormProps {
  template: CopyTemplate | null;
  saving: boolean;
  onSave: (body: AdCopy & { name: string }) => void;
  onCancel: () => void;
}

function TemplateForm({ template, saving, onSave, onCancel }: TemplateFormProps) {
  const [name, setName] = useState(template?.name ?? '');
  const [copy, setCopy] = useState<AdCopy>(template ?? EMPTY_COPY);
  const [nameError, setNameError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') return setNameError('Template name is required');
        const { primaryText, headline, description, cta, url } = copy;
        onSave({ name: name.trim(), primaryText, headline, description, cta, url });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Template name"
          value={name}
          maxLength={120}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          data-autofocus
        />
        <AdCopyFields value={copy} onChange={setCopy} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
