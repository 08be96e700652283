import type { ExpertDetail } from '@hookline/domain';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { expertsPaths } from '../experts-paths.ts';
import { ExpertAvatar } from '../shared/ExpertAvatar.tsx';
import { expertName } from '../shared/expert-name.ts';
import { SocialLinkButtons } from '../shared/SocialLinks.tsx';
import classes from './ExpertPage.module.css';

/** The top of an expert's page: picture, name, headline, bio and links; the owner can edit it from here. */
export function ExpertHeader({
  expert,
  isOwn,
  unpublished,
}: {
  expert: ExpertDetail;
  isOwn: boolean;
  /** The owner looks at a profile the directory doesn't list. */
  unpublished: boolean;
}) {
  const name = expertName(expert);
  return (
    <header className={classes.header}>
      <ExpertAvatar expert={expert} size={112} decorative={false} />
      <Stack gap={8} className={classes.headerText}>
        <Group gap="sm" align="center">
          <Title order={1} fz={28} className={classes.name}>
            {name}
          </Title>
          {unpublished && (
            <Badge variant="light" color="gray" tt="none">
              Not in the directory
            </Badge>
          )}
        </Group>
        {expert.headline && (
          <Text fw={500} c="gray.8">
            {expert.headline}
          </Text>
        )}
        {expert.bio && (
          <Text size="sm" c="dimmed" className={classes.bio}>
            {expert.bio}
          </Text>
        )}
        <Box mt={4}>
          <SocialLinkButtons links={expert.socialMediaLinks} />
        </Box>
      </Stack>
      {isOwn && (
        <div className={classes.actions}>
          <Button
            variant="default"
            component={Link}
            to={expertsPaths.ownProfile()}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit profile
          </Button>
        </div>
      )}
    </header>
  );
}
