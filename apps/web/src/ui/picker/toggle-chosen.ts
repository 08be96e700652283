/**
 * Chooses or un-chooses an item of a multiple choice (the boards an ad is saved into, copied or linked to),
 * within `max`: the same set comes back when choosing one more would pass it, so the caller can say why
 * nothing changed.
 */
export function toggleChosen(chosen: ReadonlySet<string>, id: string, max: number): ReadonlySet<string> {
  const next = new Set(chosen);
  if (next.has(id)) {
    next.delete(id);
    return next;
  }
  if (next.size >= max) return chosen;
  next.add(id);
  return next;
}
