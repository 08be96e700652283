import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconHeart, IconHistory, IconLayoutBoard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { templatesPaths } from '../templates-paths.ts';
import type { ListParams } from './list-params.ts';
import classes from './TemplateBrowser.module.css';

const SKELETON_RATIOS = [1.25, 1, 1.25, 1.25, 1, 1.25, 1, 1.25, 1.25, 1, 1.25, 1];

/** The grid while page 1 loads: cards shaped like templates, in columns like the grid's. */
export function TemplatesSkeleton() {
  return (
    <div className={classes.skeleton} role="status" aria-busy="true" aria-label="Loading templates">
      {SKELETON_RATIOS.map((ratio, index) => (
        <div key={index} className={classes.skeletonCard}>
          <Skeleton style={{ aspectRatio: `1 / ${ratio}` }} h="auto" radius={0} />
          <Stack gap={6} p="sm">
            <Skeleton height={12} width="70%" />
            <Skeleton height={9} width="45%" />
          </Stack>
        </div>
      ))}
    </div>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

interface NoTemplatesProps {
  params: ListParams;
  /** Some filter of the panel is on. */
  filtered: boolean;
  onShowAll: () => void;
  /** On the entry itself, which needs no way back to itself. */
  atEntry?: boolean;
}

/** The list answered with nothing: why, and the way back to every template. */
export function NoTemplates({ params, filtered, onShowAll, atEntry = false }: NoTemplatesProps) {
  const showAll = (
    <Button mt="xs" variant="default" onClick={onShowAll}>
      Show all templates
    </Button>
  );
  const onlyFavourite = params.favourite && !params.previouslyUsed;
  if (onlyFavourite && params.industries.length + params.themes.length === 0 && !params.orientation) {
    return (
      <EmptyState
        icon={<IconHeart size={24} aria-hidden />}
        title="No favourites yet"
        text="Press the heart on a template to keep it here. Only you see your favourites."
        action={showAll}
      />
    );
  }
  if (params.previouslyUsed && !params.favourite && params.industries.length + params.themes.length === 0) {
    return (
      <EmptyState
        icon={<IconHistory size={24} aria-hidden />}
        title="You haven’t used a template yet"
        text="Templates you make your own or open in Figma or Canva are listed here."
        action={showAll}
      />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        icon={<IconFilterOff size={24} aria-hidden />}
        title="No template matches these filters"
        text="Try fewer industries or themes, or another orientation."
        action={
          <Button mt="xs" variant="default" onClick={onShowAll}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<IconLayoutBoard size={24} aria-hidden />}
      title="No templates here yet"
      text={
        atEntry
          ? 'The library is being filled. Come back in a moment.'
          : 'The library is being filled. Come back in a moment, or start from the Templates page.'
      }
      action={
        atEntry ? null : (
          <Button mt="xs" variant="default" component={Link} to={templatesPaths.entry()}>
            Back to Templates
          </Button>
        )
      }
    />
  );
}
