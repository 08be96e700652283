const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * What deleting a board takes with it, in words: its sub-boards go too; its saved ads stay in the other
 * boards they are in, and the others are deleted with their comments.
 */
export function deleteBoardWords(board: { name: string; items: number }): string {
  if (board.items === 0) {
    return `The board “${board.name}” is empty and will be deleted. This can’t be undone.`;
  }
  return (
    `The board “${board.name}” will be deleted with its sub-boards and the ${plural(board.items, 'item')} ` +
    'in it. Saved ads that are also in other boards stay there; the others are deleted with their comments. ' +
    'This can’t be undone.'
  );
}
