import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useBrandFavourite } from './use-brand-favourite.ts';

interface FavouriteButtonProps {
  brand: { _id: string; name: string; isFavourite: boolean };
  /** A star alone (cards), or a button with its word (the brand's page). */
  variant?: 'icon' | 'button';
}

/** Stars a brand, or takes its star away: a toggle button, pressed while the brand is a favourite. */
export function FavouriteButton({ brand, variant = 'icon' }: FavouriteButtonProps) {
  const favourite = useBrandFavourite();
  const on = brand.isFavourite;
  const Star = on ? IconStarFilled : IconStar;
  const toggle = (event: MouseEvent) => {
    // On a card, the star is not the way into the brand's page.
    event.preventDefault();
    event.stopPropagation();
    favourite.mutate({ brandId: brand._id, favourite: !on });
  };

  if (variant === 'button') {
    return (
      <Tooltip label="Your own shortlist of brands: only you see it. Following, in Discover settings, is for the whole workspace.">
        <Button
          variant={on ? 'light' : 'default'}
          color={on ? 'orange' : undefined}
          leftSection={<Star size={16} aria-hidden />}
          aria-pressed={on}
          onClick={toggle}
        >
          Favourite
        </Button>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={on ? 'Remove from your favourites' : 'Add to your favourites (only you see them)'}>
      <ActionIcon
        variant="subtle"
        color={on ? 'orange.8' : 'gray.7'}
        size="lg"
        aria-label={`Favourite ${brand.name}`}
        aria-pressed={on}
        onClick={toggle}
      >
        <Star size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
