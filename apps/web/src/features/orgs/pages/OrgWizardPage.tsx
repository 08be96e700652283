import type { Organisation } from '@hookline/domain';
import { Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { APP_PATHS } from '../../../ui/app-paths.ts';
import { CompanyNameForm } from '../components/CompanyNameForm.tsx';
import { JoinableOrganisations } from '../components/JoinableOrganisations.tsx';
import { WizardLayout } from '../components/WizardLayout.tsx';
import classes from './OrgWizardPage.module.css';

/** The first workspace's form: the workspaces feature provides it, and the app's route hands it in. */
export type FirstWorkspaceForm = ComponentType<{ orgId: string; submitLabel: string; onCreated: () => void }>;

/**
 * /app/org/wizard, the first run of a user without an organisation: the company's name, then the first
 * workspace's, then the app. Organisations of the same e-mail domain can be joined instead.
 */
export function OrgWizardPage({ workspaceForm: WorkspaceForm }: { workspaceForm: FirstWorkspaceForm }) {
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const [org, setOrg] = useState<Organisation | null>(null);

  if (isPending) return <FullPageLoader />;
  if (!user?.userCanCreateOrg) return <Navigate to={APP_PATHS.home} replace />;

  const goToApp = () => void navigate(APP_PATHS.home, { replace: true });

  return (
    <WizardLayout email={user.email}>
      <Stack gap="xl">
        <Stack gap={6} ta="center">
          <Title order={1} fz={30}>
            {org ? 'One more step' : `Welcome to Hookline, ${user.firstName}`}
          </Title>
          <Text c="dimmed">Two quick questions and your team&apos;s space is ready.</Text>
        </Stack>

        {!org && <JoinableOrganisations onJoined={goToApp} />}

        <Paper withBorder radius="lg" p={36} shadow="xs">
          <Stepper
            active={org ? 1 : 0}
            size="sm"
            allowNextStepsSelect={false}
            classNames={{ steps: classes.steps }}
          >
            <Stepper.Step label="Your company" description="Name your organisation">
              <Stack gap={4} mb="lg">
                <Title order={2} fz="xl">
                  What is your company called?
                </Title>
                <Text size="sm" c="dimmed">
                  Your organisation holds your workspaces, members, plan and branding.
                </Text>
              </Stack>
              <CompanyNameForm submitLabel="Continue" onCreated={setOrg} />
            </Stepper.Step>
            <Stepper.Step label="First workspace" description="Where the work happens">
              {org && (
                <>
                  <Stack gap={4} mb="lg">
                    <Title order={2} fz="xl">
                      Create your first workspace
                    </Title>
                    <Text size="sm" c="dimmed">
                      One per team, client or brand: boards, files and reports stay apart. You can add more to{' '}
                      <b>{org.name}</b> later.
                    </Text>
                  </Stack>
                  <WorkspaceForm orgId={org._id} submitLabel="Create workspace" onCreated={goToApp} />
                </>
              )}
            </Stepper.Step>
          </Stepper>
        </Paper>
      </Stack>
    </WizardLayout>
  );
}
