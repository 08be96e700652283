import { Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TruncatedText } from './TruncatedText.tsx';
import classes from './truncated.module.css';

export interface Crumb {
  key: string;
  name: string;
  /** Where the crumb leads; or `onClick`, for a share page that opens folders in place. */
  to?: string;
  onClick?: () => void;
}

interface NameBreadcrumbsProps {
  /** The landmark's name: "Breadcrumbs", "Folders". */
  label: string;
  /** The area the trail starts in ("Creative Hub"), not a link. */
  area?: string;
  crumbs: readonly Crumb[];
  /** Whether the last crumb is the page itself (shown as text, `aria-current`) rather than a way back. */
  endsOnPage: boolean;
  /** What follows the crumbs while the rest of the trail loads. */
  trailing?: ReactNode;
}

/**
 * A trail of names on one line, however long they are: each is cut with an ellipsis and shows the whole of
 * itself on hover, and the separators keep their place.
 */
export function NameBreadcrumbs({ label, area, crumbs, endsOnPage, trailing }: NameBreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <Breadcrumbs separatorMargin={6} className={classes.trail}>
        {area && (
          <Text size="sm" c="dimmed">
            {area}
          </Text>
        )}
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 && endsOnPage ? (
            <TruncatedText key={crumb.key} size="sm" fw={500} aria-current="page" className={classes.crumb}>
              {crumb.name}
            </TruncatedText>
          ) : (
            <TruncatedText
              key={crumb.key}
              size="sm"
              to={crumb.to}
              onClick={crumb.onClick}
              className={`${classes.crumb} ${crumb.onClick ? classes.crumbButton : ''}`}
            >
              {crumb.name}
            </TruncatedText>
          ),
        )}
        {trailing}
      </Breadcrumbs>
    </nav>
  );
}
