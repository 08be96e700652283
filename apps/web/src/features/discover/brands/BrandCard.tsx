import type { Brand } from '@hookline/domain';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { discoverPaths } from '../discover-paths.ts';
import { BrandAvatar } from '../shared/BrandAvatar.tsx';
import classes from './BrandCard.module.css';
import { FavouriteButton } from './FavouriteButton.tsx';

/** A brand of the directory: its logo, name, category and industry, its ads in numbers, and its star. */
export function BrandCard({ brand }: { brand: Brand }) {
  const nameId = useId();
  const kind = [brand.category?.name, brand.industry].filter(Boolean).join(' · ');
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <div className={classes.top}>
        <BrandAvatar brand={brand} size={52} />
        <div className={classes.star}>
          <FavouriteButton brand={brand} />
        </div>
      </div>
      <Link id={nameId} to={discoverPaths.brand(brand._id)} className={classes.name}>
        {brand.name}
      </Link>
      <Text size="xs" c="dimmed" className={classes.kind} title={kind}>
        {kind || 'Uncategorised'}
      </Text>
      <div className={classes.stats}>
        <span>
          <strong>{brand.adCount.toLocaleString('en-US')}</strong> {brand.adCount === 1 ? 'ad' : 'ads'}
        </span>
        <span className={classes.active}>
          <span className={classes.dot} data-active={brand.activeAdCount > 0 || undefined} aria-hidden />
          <strong>{brand.activeAdCount.toLocaleString('en-US')}</strong> active
        </span>
      </div>
    </article>
  );
}
