import { createOrganisationBody, type Organisation } from '@hookline/domain';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NewNameForm } from '../../../ui/NewNameForm.tsx';
import { useCreateOrganisation } from '../hooks/use-create-organisation.ts';

interface CompanyNameFormProps {
  submitLabel: string;
  onCreated: (org: Organisation) => void;
  /** Beside the submit button, e.g. Cancel. */
  secondaryAction?: ReactNode;
  label?: string;
  placeholder?: string;
}

/** The company name of a new organisation, checked with the domain schema before POST organisation. */
export function CompanyNameForm({
  submitLabel,
  onCreated,
  secondaryAction,
  label = 'Company name',
  placeholder = 'e.g. Northwind Studio',
}: CompanyNameFormProps) {
  const create = useCreateOrganisation();
  return (
    <NewNameForm
      label={label}
      placeholder={placeholder}
      icon={<IconBuildingSkyscraper size={18} />}
      autoComplete="organization"
      schema={createOrganisationBody}
      toBody={(name) => ({ name })}
      nameField="name"
      onSubmit={(body) => create.mutate(body.name, { onSuccess: onCreated })}
      submitLabel={submitLabel}
      pending={create.isPending}
      secondaryAction={secondaryAction}
    />
  );
}
