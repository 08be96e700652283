/** Workspaces are listed by name (spec section 2), ignoring case and accents. */
export function sortByName<Item extends { name: string }>(items: Iterable<Item>): Item[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
