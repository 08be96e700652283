import { updateOrganisationBody, type Organisation } from '@hookline/domain';
import { useUpdateOrganisation } from '../hooks/use-organisation-settings.ts';
import { RenameForm } from './RenameForm.tsx';

export function OrgNameForm({ org }: { org: Organisation }) {
  const update = useUpdateOrganisation(org._id);
  return (
    <RenameForm
      label="Company name"
      savedName={org.name}
      autoComplete="organization"
      schema={updateOrganisationBody}
      toBody={(name) => ({ name })}
      save={(body, onSaved) => update.mutate(body, { onSuccess: (saved) => onSaved(saved.name) })}
      saving={update.isPending}
    />
  );
}
