import { Button } from '@mantine/core';
import { Link } from 'react-router';

interface RowActionProps {
  /** The visible word: "Edit", "Open", "Delete". */
  verb: string;
  /** The row's name, which the button's accessible name adds to the verb: "Delete Summer sale". */
  of: string;
  /** A removal: red and quieter than the row's other actions. */
  danger?: boolean;
  /** A link to go to; otherwise a button that calls `onClick`. */
  to?: string;
  onClick?: () => void;
}

/** One button (or link) at the end of a `LauncherTable` row. */
export function RowAction({ verb, of, danger = false, to, onClick }: RowActionProps) {
  const look = {
    size: 'xs',
    variant: danger ? 'subtle' : 'light',
    color: danger ? 'red' : undefined,
    'aria-label': `${verb} ${of}`,
  } as const;
  return to === undefined ? (
    <Button {...look} onClick={onClick}>
      {verb}
    </Button>
  ) : (
    <Button {...look} component={Link} to={to}>
      {verb}
    </Button>
  );
}
