import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TemplateBrowser } from '../list/TemplateBrowser.tsx';
import { TemplatesArea } from '../shared/TemplatesArea.tsx';
import classes from '../shared/TemplatesPage.module.css';
import { templatesPaths } from '../templates-paths.ts';

/** `templates/discover`: the whole library, filtered, sorted and paged. */
export function DiscoverPage() {
  return (
    <TemplatesArea>
      {(context) => (
        <div className={classes.page}>
          <Anchor component={Link} to={templatesPaths.entry()} className={classes.back}>
            <IconArrowLeft size={14} aria-hidden />
            Templates
          </Anchor>
          <header className={classes.header}>
            <Stack gap={4} className={classes.heading}>
              <Title order={1} fz={26}>
                Discover templates
              </Title>
              <Text size="sm" c="dimmed">
                Find a layout for your industry and angle, then make it yours in your brand.
              </Text>
            </Stack>
          </header>
          <TemplateBrowser key={context.workspace._id} context={context} season={null} label="Templates" />
        </div>
      )}
    </TemplatesArea>
  );
}
