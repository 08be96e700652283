/** Whether the browser runs on an Apple system, whose shortcut key is ⌘ rather than Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

/** The palette's shortcut as the keyboard in front of the user writes it. */
export const shortcutLabel = (): string => (isApplePlatform() ? '⌘K' : 'Ctrl K');

/** The palette's shortcut for `aria-keyshortcuts`: either modifier works everywhere. */
export const ARIA_SHORTCUTS = 'Control+K Meta+K';
