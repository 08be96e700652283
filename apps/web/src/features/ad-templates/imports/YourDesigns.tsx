import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandFigma } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { TemplateCard } from '../list/TemplateCard.tsx';
import { templatesOf, useTemplateList } from '../list/use-template-list.ts';
import type { TemplatesContext } from '../shared/TemplatesArea.tsx';
import { CanvaConnection } from './CanvaConnection.tsx';
import { FigmaImportDialog } from './FigmaImportDialog.tsx';
import classes from './Imports.module.css';

/**
 * "Your designs" on the entry: the templates the organisation imported from Figma and Canva
 * (`filters.imported`), and, for members, "Import from Figma" and the Canva connection. Guests see the
 * designs only.
 */
export function YourDesigns({ context }: { context: TemplatesContext }) {
  const { workspace, canUse } = context;
  const [importingFigma, setImportingFigma] = useState(false);
  const list = useTemplateList({ workspaceId: workspace._id, filters: { imported: true }, sort: 'newest' });
  const designs = templatesOf(list.data);

  let content;
  if (list.isPending) {
    content = (
      <div className={classes.designs} role="status" aria-busy="true" aria-label="Loading your designs">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} style={{ aspectRatio: '4 / 5.6' }} h="auto" radius="md" />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <LoadError what="your designs" onRetry={() => void list.refetch()} retrying={list.isRefetching} />
    );
  } else if (designs.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {canUse
          ? 'No designs imported yet: import a Figma frame or a Canva brand template to make it a template your team fills in.'
          : 'Your organisation has not imported any designs yet.'}
      </Text>
    );
  } else {
    content = (
      <Stack gap="sm">
        <div className={classes.designs} role="list" aria-label="Your designs">
          {designs.map((template) => (
            <div role="listitem" key={template._id}>
              <TemplateCard template={template} workspaceId={workspace._id} canFavourite={canUse} />
            </div>
          ))}
        </div>
        {list.hasNextPage && (
          <Button
            variant="default"
            style={{ alignSelf: 'center' }}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show more of your designs
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {canUse && (
        <div className={classes.tools}>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Figma">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                Figma
              </Text>
              <Text size="xs" c="dimmed">
                Bring in a frame by its link: it becomes a template with its preview.
              </Text>
              <Button
                variant="default"
                leftSection={<IconBrandFigma size={16} aria-hidden />}
                onClick={() => setImportingFigma(true)}
              >
                Import from Figma
              </Button>
            </Stack>
          </Paper>
          <CanvaConnection workspaceId={workspace._id} />
        </div>
      )}
      {content}
      {canUse && (
        <FigmaImportDialog
          opened={importingFigma}
          workspaceId={workspace._id}
          onClose={() => setImportingFigma(false)}
        />
      )}
    </Stack>
  );
}
