import type { MouseEvent } from 'react';

export type ItemKind = 'folder' | 'file';

/** What the views need of the page's selection. */
export interface ItemSelection {
  isSelected: (kind: ItemKind, id: string) => boolean;
  /** Null when nothing can be done to a selection: the views show no checkboxes. */
  toggle: ((kind: ItemKind, id: string, selected: boolean, event: MouseEvent) => void) | null;
  /** Whether anything is selected: the cards' checkboxes stay shown. */
  any: boolean;
  /** Selects or clears many at once (a table's "Select all"); absent where there is no selection. */
  setMany?: (kind: ItemKind, ids: readonly string[], selected: boolean) => void;
}
