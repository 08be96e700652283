/** A row's checkbox: selecting appends (colours follow the order of selection), clearing removes. */
export function toggleRow(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}

export type PageSelection = 'none' | 'some' | 'all';

export function pageSelection(selected: readonly string[], pageIds: readonly string[]): PageSelection {
  const chosen = pageIds.filter((id) => selected.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/**
 * The header checkbox: with the whole page selected it clears the page; otherwise it adds the page's
 * missing rows, in table order, after those already selected (which keep their colours).
 */
export function togglePage(selected: readonly string[], pageIds: readonly string[]): string[] {
  if (pageIds.length > 0 && pageSelection(selected, pageIds) === 'all') {
    return selected.filter((id) => !pageIds.includes(id));
  }
  return [...selected, ...pageIds.filter((id) => !selected.includes(id))];
}
