import { arrayMove } from '@dnd-kit/sortable';

/**
 * The fields' order after dropping `activeId` on `overId`, or undefined when the drop changed nothing (the
 * spec sends the order only when it changed).
 */
export function reorderedIds(
  ids: readonly string[],
  activeId: string,
  overId: string | undefined,
): string[] | undefined {
  if (overId === undefined || activeId === overId) return undefined;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return undefined;
  return arrayMove([...ids], from, to);
}
