import { EXPERT_MESSAGES } from '@hookline/domain';
import { Anchor, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { expertsPaths } from '../experts-paths.ts';
import { useExpert, useOwnExpertProfile } from '../hooks/use-experts.ts';
import { ExpertHeader } from '../page/ExpertHeader.tsx';
import classes from '../page/ExpertPage.module.css';
import { PublicBoard } from '../page/PublicBoard.tsx';
import pageClasses from '../shared/ExpertsPage.module.css';

function BackLink() {
  return (
    <Anchor component={Link} to={expertsPaths.directory()} size="sm" className={classes.back}>
      <IconArrowLeft size={14} aria-hidden />
      All experts
    </Anchor>
  );
}

function ExpertSkeleton() {
  return (
    <Group
      gap={28}
      wrap="nowrap"
      align="flex-start"
      className={classes.header}
      role="status"
      aria-busy="true"
      aria-label="Loading the expert"
    >
      <Skeleton height={112} width={112} radius={112} />
      <Stack gap={10} style={{ flex: 1 }}>
        <Skeleton height={24} width="35%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={10} width="80%" />
        <Group gap="xs">
          {[90, 100, 84].map((width) => (
            <Skeleton key={width} height={30} width={width} radius="sm" />
          ))}
        </Group>
      </Stack>
    </Group>
  );
}

/** `library/experts/:expertId`: an expert's profile, links and public board. */
export function ExpertPage() {
  const expertId = useParams().expertId ?? '';
  const expert = useExpert(expertId);
  const { data: user } = useCurrentUser();
  const isOwn = user !== undefined && user._id === expertId;
  const ownProfile = useOwnExpertProfile(user?._id, { enabled: isOwn });
  const missing = expert.isError && isApiError(expert.error) && expert.error.status === 404;

  if (missing) {
    return (
      <div className={pageClasses.page}>
        <BackLink />
        <Stack align="center" ta="center" gap="xs" py={96}>
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconMoodEmpty size={24} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="lg">
            {EXPERT_MESSAGES.expertNotFound}
          </Title>
          <Text size="sm" c="dimmed" maw={400}>
            This expert is not in the directory. Their link may be old, or they may have taken their profile
            down.
          </Text>
          <Button component={Link} to={expertsPaths.directory()} variant="default" mt="xs">
            Browse the experts
          </Button>
        </Stack>
      </div>
    );
  }

  let content;
  if (expert.isPending) content = <ExpertSkeleton />;
  else if (expert.isError) {
    content = (
      <LoadError what="this expert" onRetry={() => void expert.refetch()} retrying={expert.isRefetching} />
    );
  } else {
    content = (
      <>
        <ExpertHeader
          expert={expert.data}
          isOwn={isOwn}
          unpublished={isOwn && ownProfile.data?.published === false}
        />
        <PublicBoard expert={expert.data} />
      </>
    );
  }

  return (
    <div className={pageClasses.page}>
      <BackLink />
      {content}
    </div>
  );
}
