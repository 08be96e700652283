/**
 * What the app's dialogs share: titles bolder than Mantine's default, like the settings page's section
 * titles, and a close button with a name.
 */
export const DIALOG_PROPS = {
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
  closeButtonProps: { 'aria-label': 'Close dialog' },
} as const;
