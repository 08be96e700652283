import { Anchor, Text, Title, type MantineColor, type MantineSize, type TitleOrder } from '@mantine/core';
import type { AriaAttributes } from 'react';
import { Link } from 'react-router';
import classes from './truncated.module.css';

interface TruncatedTextProps {
  /** A user-given name (a folder, board, report…) of any length. */
  children: string;
  /** A heading of this level (a page's h1, a dialog's title) instead of a line of text. */
  order?: TitleOrder;
  /** A link to this path (a breadcrumb) instead of a line of text. */
  to?: string;
  /** A button (a breadcrumb of a share page) instead of a line of text. */
  onClick?: () => void;
  /** Inside a heading already (a dialog's title): a span rather than a paragraph. */
  inline?: boolean;
  size?: MantineSize;
  fz?: number | MantineSize;
  fw?: number;
  c?: MantineColor;
  id?: string;
  className?: string;
  'aria-current'?: AriaAttributes['aria-current'];
}

/**
 * A name on one line: cut with an ellipsis when it doesn't fit, the whole of it on hover (`title`). Its
 * accessible name is always the whole text, so it holds what is seen (WCAG 2.5.3).
 */
export function TruncatedText({
  children,
  order,
  to,
  onClick,
  inline = false,
  className,
  ...props
}: TruncatedTextProps) {
  const shared = {
    ...props,
    title: children,
    className: className ? `${classes.line} ${className}` : classes.line,
  };
  if (order !== undefined) {
    return (
      <Title order={order} {...shared}>
        {children}
      </Title>
    );
  }
  if (to !== undefined) {
    return (
      <Anchor component={Link} to={to} {...shared}>
        {children}
      </Anchor>
    );
  }
  if (onClick !== undefined) {
    return (
      <Anchor component="button" type="button" onClick={onClick} {...shared}>
        {children}
      </Anchor>
    );
  }
  return (
    <Text component={inline ? 'span' : 'p'} {...shared}>
      {children}
    </Text>
  );
}
