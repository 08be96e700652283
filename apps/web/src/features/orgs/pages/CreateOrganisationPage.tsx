import { Button } from '@mantine/core';
import { IconBriefcase, IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { SetupScreen } from '../../../ui/SetupScreen.tsx';
import { APP_PATHS } from '../../../ui/app-paths.ts';
import { CompanyNameForm } from '../components/CompanyNameForm.tsx';

const COPY = {
  own: {
    title: 'Create an organisation',
    description:
      'An organisation holds its own workspaces, members, plan and branding. You will be its admin.',
    label: 'Company name',
    placeholder: 'e.g. Northwind Studio',
  },
  partner: {
    title: 'Create an organisation for a client',
    description:
      "Agencies set up a separate organisation for each client: its own workspaces, members and plan. You will be its admin and can invite the client's team.",
    label: "Client's company name",
    placeholder: 'e.g. Contoso Foods',
  },
} as const;

/**
 * /app/org/create and /app/partner/org/create: one field, the company name. The new organisation becomes
 * the active one and home routing then asks for its first workspace.
 */
export function CreateOrganisationPage({ variant }: { variant: keyof typeof COPY }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const copy = COPY[variant];

  if (user && !user.userCanCreateOrg) return <Navigate to={APP_PATHS.home} replace />;

  return (
    <SetupScreen
      icon={
        variant === 'partner' ? (
          <IconBriefcase size={26} stroke={1.7} />
        ) : (
          <IconBuildingSkyscraper size={26} stroke={1.7} />
        )
      }
      title={copy.title}
      description={copy.description}
    >
      <CompanyNameForm
        label={copy.label}
        placeholder={copy.placeholder}
        submitLabel="Create organisation"
        onCreated={() => void navigate(APP_PATHS.home, { replace: true })}
        secondaryAction={
          <Button variant="default" component={Link} to={APP_PATHS.home}>
            Cancel
          </Button>
        }
      />
    </SetupScreen>
  );
}
