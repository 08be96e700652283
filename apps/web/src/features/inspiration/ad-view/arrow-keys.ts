/**
 * Whether an arrow key pressed on `target` belongs to it rather than to the view: typing, a video's
 * seeking, tabs, radio groups, menus, lists and the resize handle all use the arrows themselves.
 */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, video, audio, [contenteditable="true"], [role="tab"], [role="radio"], ' +
        '[role="separator"], [role="slider"], [role="menu"], [role="menuitem"], [role="listbox"], [role="option"]',
    ) !== null
  );
}

/** The step an arrow key asks for: -1 for ←, +1 for →, null for any other key or with a modifier held. */
export function arrowStep(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): -1 | 1 | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowLeft') return -1;
  if (event.key === 'ArrowRight') return 1;
  return null;
}
