import type { AdCopy, CopyTemplate } from '@hookline/domain';
import { CALL_TO_ACTIONS } from '@hookline/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { ConfirmRemovalDialog } from '../../../ui/ConfirmRemovalDialog.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { HookPicker, type PickedHook } from '../../../ui/hook-picker-slot.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useConfirmedRemoval } from '../../../ui/use-confirmed-removal.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { AdCopyFields, EMPTY_COPY } from '../components/AdCopyFields.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { LauncherTable } from '../components/LauncherTable.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { RowAction } from '../components/RowAction.tsx';
import { useCopyTemplates } from '../hooks/use-launcher-queries.ts';

type Editing = { template: CopyTemplate | null } | null;

/** `:adAccountId/settings/ad-copy-templates`: the account's copy templates, made, edited and deleted here. */
export function CopyTemplatesPage() {
  const { workspaceId = '', adAccountId = '' } = useParams();
  const templates = useCopyTemplates(adAccountId);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
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
  const removal = useConfirmedRemoval({
    remove: (template: CopyTemplate) => adLauncherApi.deleteCopyTemplate(template._id),
    onRemoved: async (template) => {
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
              <LauncherTable
                rows={data}
                rowKey={(template) => template._id}
                foldBelow={640}
                columns={[
                  { header: 'Name', cell: (template) => template.name },
                  { header: 'Headline', cell: (template) => template.headline },
                  { header: 'Call to action', cell: (template) => CALL_TO_ACTIONS[template.cta] },
                ]}
                actions={{
                  header: 'Actions',
                  cell: (template) => (
                    <>
                      <RowAction verb="Edit" of={template.name} onClick={() => setEditing({ template })} />
                      <RowAction
                        verb="Delete"
                        of={template.name}
                        danger
                        onClick={() => removal.ask(template)}
                      />
                    </>
                  ),
                }}
              />
            )}
          </QueryState>
          <FormDialog
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={editing?.template ? 'Edit copy template' : 'New copy template'}
            size={640}
          >
            <TemplateForm
              workspaceId={workspaceId}
              template={editing?.template ?? null}
              saving={save.isPending}
              onSave={(body) => save.mutate({ id: editing?.template?._id ?? null, body })}
              onCancel={() => setEditing(null)}
            />
          </FormDialog>
          <ConfirmRemovalDialog removal={removal} title="Delete this template?" confirmLabel="Delete">
            {(template) => <>"{template.name}" is deleted. Drafts that used it keep their copy.</>}
          </ConfirmRemovalDialog>
        </>
      )}
    </AccountPage>
  );
}

interface TemplateFormProps {
  workspaceId: string;
  template: CopyTemplate | null;
  saving: boolean;
  onSave: (body: AdCopy & { name: string }) => void;
  onCancel: () => void;
}

/** A saved hook opens the primary text; a static's headline fills an empty headline. */
function withHook(copy: AdCopy, hook: PickedHook): AdCopy {
  const primaryText = copy.primaryText.trim() === '' ? hook.text : `${hook.text}\n\n${copy.primaryText}`;
  const headline = copy.headline.trim() === '' && hook.headline ? hook.headline : copy.headline;
  return { ...copy, primaryText, headline };
}

function TemplateForm({ workspaceId, template, saving, onSave, onCancel }: TemplateFormProps) {
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
        <div>
          <HookPicker
            workspaceId={workspaceId}
            onPick={(hook) => setCopy((current) => withHook(current, hook))}
          />
        </div>
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
