import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import classes from './TemplateCard.module.css';
import { useTemplateFavourite } from './use-template-favourite.ts';

interface FavouriteToggleProps {
  template: { _id: string; name: string; isFavourite: boolean };
  workspaceId: string;
  /** Over a preview (cards), or plain (the template's page). */
  variant?: 'overlay' | 'plain';
}

/** The heart: a toggle button, pressed while the template is one of the reader's favourites. */
export function FavouriteToggle({ template, workspaceId, variant = 'overlay' }: FavouriteToggleProps) {
  const favourite = useTemplateFavourite(workspaceId);
  const on = template.isFavourite;
  const Heart = on ? IconHeartFilled : IconHeart;
  const name = on ? `Remove ${template.name} from favourites` : `Add ${template.name} to favourites`;
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    favourite.mutate({ templateId: template._id, favourite: !on });
  };
  return (
    <Tooltip label={on ? 'Remove from your favourites' : 'Add to your favourites (only you see them)'}>
      <ActionIcon
        className={variant === 'overlay' ? classes.heart : undefined}
        variant={variant === 'overlay' ? 'white' : 'default'}
        color={on ? 'red.8' : 'gray.8'}
        size="lg"
        radius="xl"
        aria-label={name}
        aria-pressed={on}
        onClick={toggle}
      >
        <Heart size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
