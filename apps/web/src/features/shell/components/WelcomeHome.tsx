import { isModuleReleased, type OrganisationSummary, type User, type Workspace } from '@hookline/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { useRecordFirstRun } from '../../../app/session/use-first-run.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PRODUCT_MODULES } from '../product-modules.ts';
import classes from './WelcomeHome.module.css';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

interface ChecklistStep {
  label: string;
  done: boolean;
  to?: string;
  hint?: string;
}

const ALL_DONE_HINT = 'Everything is set. New modules appear in the sidebar as they are released.';

interface WelcomeHomeProps {
  user: User;
  organisation: OrganisationSummary;
  workspace: Workspace;
}

/** The home page of a user with a workspace: where they are working, and the getting-started checklist. */
export function WelcomeHome({ user, organisation, workspace }: WelcomeHomeProps) {
  const releasedModules = useReleasedModules();
  // "Welcome to Hookline" until the account's first home page; kept for this visit once the server knows.
  const [newcomer] = useState(user.isNewSignup);
  const { mutate: recordFirstRun } = useRecordFirstRun(user);
  useEffect(() => {
    if (newcomer) recordFirstRun({ welcomed: true });
  }, [newcomer, recordFirstRun]);
  const steps: ChecklistStep[] = [
    { label: 'Create your account', done: true },
    { label: 'Confirm your e-mail address', done: true },
    {
      label: 'Add a profile photo',
      done: user.profileURL !== null,
      to: '/app/settings?TAB=account-general',
      hint: 'A face helps your team see who left a comment. It takes a minute.',
    },
    {
      label: 'Choose your e-mail notifications',
      done: user.notificationsReviewed,
      to: '/app/settings?TAB=account-notifications',
      hint: 'Decide whether Hookline e-mails you about comments, mentions and shared files.',
    },
  ];
  const doneCount = steps.filter((step) => step.done).length;
  const nextStep = steps.find((step) => !step.done && step.to);

  return (
    <PageContainer
      title={newcomer ? `Welcome to Hookline, ${user.firstName}` : `Welcome back, ${user.firstName}`}
      description={
        <>
          You are working in <b className={classes.workspaceName}>{workspace.name}</b> at {organisation.name}.
        </>
      }
    >
      <Paper className={classes.hero} radius="lg" p={32} mb={32}>
        <Group justify="space-between" wrap="nowrap" gap="xl">
          <Stack gap="xs" maw={560}>
            <Text className={classes.heroEyebrow}>Next step</Text>
            <Title order={2} c="white" fz={24}>
              {nextStep ? nextStep.label : 'Your profile is ready'}
            </Title>
            <Text c="rgba(255,255,255,0.85)">{nextStep?.hint ?? ALL_DONE_HINT}</Text>
            <Group mt="sm">
              <Button
                component={Link}
                to={nextStep?.to ?? '/app/settings?TAB=account-general'}
                variant="white"
                rightSection={<IconArrowRight size={16} />}
              >
                {nextStep ? 'Open account settings' : 'Review account settings'}
              </Button>
            </Group>
          </Stack>
          <RingProgress
            size={132}
            thickness={10}
            roundCaps
            rootColor="rgba(255,255,255,0.2)"
            sections={[{ value: (doneCount / steps.length) * 100, color: 'white' }]}
            label={
              <Stack gap={0} align="center">
                <Text c="white" fw={800} fz={26} lh={1}>
                  {doneCount}/{steps.length}
                </Text>
                <Text c="rgba(255,255,255,0.8)" size="xs">
                  steps done
                </Text>
              </Stack>
            }
          />
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="xl" style={{ alignItems: 'start' }}>
        <Card withBorder radius="lg" p="xl">
          <Title order={3} fz="lg" mb={4}>
            Getting started
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            A few things to set up before your team joins.
          </Text>
          <Stack gap="sm">
            {steps.map((step) => (
              <Group key={step.label} gap="sm" wrap="nowrap">
                <ThemeIcon
                  size={26}
                  radius="xl"
                  variant={step.done ? 'filled' : 'light'}
                  color={step.done ? 'teal' : 'gray'}
                >
                  {step.done ? <IconCheck size={15} /> : <IconCircleDashed size={15} />}
                </ThemeIcon>
                {step.to && !step.done ? (
                  <Text size="sm" component={Link} to={step.to} className={classes.stepLink}>
                    {step.label}
                  </Text>
                ) : (
                  <Text
                    size="sm"
                    c={step.done ? 'dimmed' : undefined}
                    td={step.done ? 'line-through' : undefined}
                  >
                    {step.label}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        </Card>

        <Box className={classes.modules}>
          <Group justify="space-between" mb="md">
            <Title order={3} fz="lg">
              Modules
            </Title>
            <Badge variant="light">{PRODUCT_MODULES.length} modules</Badge>
          </Group>
          <SimpleGrid cols={2} spacing="md">
            {PRODUCT_MODULES.map(({ key, label, description, icon: Icon, path, product, links }) => {
              // Released, but not part of the caller's grant in this workspace: shown closed, never as a link.
              const released = isModuleReleased(key, releasedModules);
              const locked =
                released &&
                path !== undefined &&
                product !== undefined &&
                !workspace.products.includes(product);
              const to =
                !released || locked
                  ? undefined
                  : (path?.(workspace._id) ?? links?.find((link) => link.to)?.to);
              const content = (
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={36} radius="md" variant="light">
                    <Icon size={20} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {label}
                      </Text>
                      <Badge
                        size="xs"
                        variant="light"
                        color={to ? undefined : 'gray'}
                        radius="sm"
                        leftSection={locked ? <IconLock size={10} aria-hidden /> : undefined}
                      >
                        {to ? 'Open' : locked ? 'No access' : 'Soon'}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed" mt={2}>
                      {locked ? `${label} isn't part of your access in this workspace.` : description}
                    </Text>
                  </div>
                </Group>
              );
              return to ? (
                <Paper
                  key={key}
                  component={Link}
                  to={to}
                  withBorder
                  radius="md"
                  p="md"
                  className={classes.moduleCard}
                  data-live
                  data-module={key}
                >
                  {content}
                </Paper>
              ) : (
                <Paper
                  key={key}
                  withBorder
                  radius="md"
                  p="md"
                  className={classes.moduleCard}
                  data-module={key}
                  data-locked={locked || undefined}
                >
                  {content}
                </Paper>
              );
            })}
          </SimpleGrid>
        </Box>
      </SimpleGrid>
    </PageContainer>
  );
}
