import {
  isModuleReleased,
  type HomeChecklist,
  type HomeChecklistItem,
  type OrganisationSummary,
  type User,
  type Workspace,
} from '@hookline/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  RingProgress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { ORG_KEYS, orgsApi } from '../../../api/orgs-api.ts';
import { useRecordFirstRun } from '../../../app/session/use-first-run.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PRODUCT_MODULES } from '../product-modules.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import classes from './WelcomeHome.module.css';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

interface ChecklistStep {
  key: HomeChecklistItem;
  label: string;
  /** The button that leads to where it is done. */
  action: string;
  to: string;
  hint: string;
}

const ALL_DONE_HINT = 'Your team is set up. New modules appear in the sidebar as they are released.';

/** Home's first hour: product steps, each ticked from what the organisation's people really did. */
export function checklistSteps(workspaceId: string): ChecklistStep[] {
  const ws = encodeURIComponent(workspaceId);
  return [
    {
      key: 'connectAdAccount',
      label: 'Connect an ad account',
      action: 'Connect an ad account',
      to: `/app/analytics/${ws}/onboard/ad-accounts`,
      hint: 'See which creatives bring results: Hookline reads your Meta and TikTok ads’ figures every day.',
    },
    {
      key: 'saveFirstAd',
      label: 'Save your first ad',
      action: 'Open Discover',
      to: '/app/library/discover',
      hint: 'Save an ad that caught your eye, from Discover or with the browser extension, to start a board.',
    },
    {
      key: 'uploadCreative',
      label: 'Upload a creative',
      action: 'Open the Creative Hub',
      to: `/app/drive/${ws}`,
      hint: 'Put your team’s images and videos in the Creative Hub, where they are reviewed and shared.',
    },
    {
      key: 'inviteTeammate',
      label: 'Invite a teammate',
      action: 'Invite your team',
      to: '/app/settings?TAB=org-members',
      hint: 'Hookline works best together: invite the people who brief, make and approve your ads.',
    },
    {
      key: 'trackCompetitor',
      label: 'Track a competitor',
      action: 'Open Detective',
      to: '/app/library/detective',
      hint: 'Follow a competitor’s ads and get a report of what they are testing, week after week.',
    },
  ];
}

interface WelcomeHomeProps {
  user: User;
  organisation: OrganisationSummary;
  workspace: Workspace;
}

/** The home page of a user with a workspace: the welcome video, the first-hour checklist and the modules. */
export function WelcomeHome({ user, organisation, workspace }: WelcomeHomeProps) {
  const releasedModules = useReleasedModules();
  // "Welcome to Hookline" until the account's first home page; kept for this visit once the server knows.
  const [newcomer] = useState(user.isNewSignup);
  const { mutate: recordFirstRun } = useRecordFirstRun(user);
  useEffect(() => {
    if (newcomer) recordFirstRun({ welcomed: true });
  }, [newcomer, recordFirstRun]);
  const checklist = useQuery({
    queryKey: ORG_KEYS.checklist(organisation._id),
    queryFn: ({ signal }) => orgsApi.checklist(organisation._id, signal),
  });
  const steps = checklistSteps(workspace._id);
  const done = (step: ChecklistStep) => checklist.data?.[step.key] === true;
  const doneCount = checklist.data ? steps.filter(done).length : 0;
  const nextStep = checklist.data ? steps.find((step) => !done(step)) : undefined;

  return (
    <PageContainer
      title={newcomer ? `Welcome to Hookline, ${user.firstName}` : `Welcome back, ${user.firstName}`}
      description={
        <>
          You are working in <b className={classes.workspaceName}>{workspace.name}</b> at {organisation.name}.
        </>
      }
    >
      <Paper className={classes.hero} radius="lg" p={32} mb={32} data-tour-home>
        <Group justify="space-between" wrap="nowrap" gap="xl">
          <Stack gap="xs" maw={560}>
            <Text className={classes.heroEyebrow}>Next step</Text>
            {checklist.isPending ? (
              <>
                <Skeleton height={28} width={280} radius="sm" opacity={0.4} />
                <Skeleton height={16} width={420} radius="sm" opacity={0.3} />
              </>
            ) : (
              <>
                <Title order={2} c="white" fz={24}>
                  {checklist.isError ? 'Your first hour in Hookline' : (nextStep?.label ?? 'You’re all set')}
                </Title>
                <Text c="rgba(255,255,255,0.85)">
                  {checklist.isError
                    ? 'Connect an ad account, save a first ad, upload a creative, invite a teammate and track a competitor.'
                    : (nextStep?.hint ?? ALL_DONE_HINT)}
                </Text>
                {nextStep && (
                  <Group mt="sm">
                    <Button
                      component={Link}
                      to={nextStep.to}
                      variant="white"
                      rightSection={<IconArrowRight size={16} />}
                    >
                      {nextStep.action}
                    </Button>
                  </Group>
                )}
              </>
            )}
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

      {!user.welcomeBannerDismissed && (
        <WelcomeBanner onDismiss={() => recordFirstRun({ welcomeBannerDismissed: true })} />
      )}

      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="xl" style={{ alignItems: 'start' }}>
        <Card withBorder radius="lg" p="xl">
          <Title order={3} fz="lg" mb={4}>
            Your first hour
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Each step ticks itself once someone in {organisation.name} has done it.
          </Text>
          {checklist.isPending ? (
            <Stack gap="sm" aria-hidden>
              {steps.map((step) => (
                <Skeleton key={step.key} height={26} radius="sm" />
              ))}
            </Stack>
          ) : checklist.isError ? (
            <LoadError
              what="your checklist"
              onRetry={() => void checklist.refetch()}
              retrying={checklist.isRefetching}
            />
          ) : (
            <ChecklistItems steps={steps} checklist={checklist.data} />
          )}
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
              const entry = links?.find((link) => link.to !== undefined || link.workspacePath !== undefined);
              const needs = path ? product : entry?.product;
              const locked = released && needs !== undefined && !workspace.products.includes(needs);
              const to =
                !released || locked
                  ? undefined
                  : (path?.(workspace._id) ?? entry?.to ?? entry?.workspacePath?.(workspace._id));
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

function ChecklistItems({ steps, checklist }: { steps: ChecklistStep[]; checklist: HomeChecklist }) {
  return (
    <Stack gap="sm" component="ul" className={classes.checklist}>
      {steps.map((step) => {
        const done = checklist[step.key];
        return (
          <Group key={step.key} gap="sm" wrap="nowrap" component="li" data-done={done || undefined}>
            <ThemeIcon
              size={26}
              radius="xl"
              variant={done ? 'filled' : 'light'}
              color={done ? 'teal' : 'gray'}
            >
              {done ? <IconCheck size={15} aria-hidden /> : <IconCircleDashed size={15} aria-hidden />}
            </ThemeIcon>
            {done ? (
              <Text size="sm" c="dimmed" td="line-through">
                {step.label}
                <span className={classes.visuallyHidden}> (done)</span>
              </Text>
            ) : (
              <Text size="sm" component={Link} to={step.to} className={classes.stepLink}>
                {step.label}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
