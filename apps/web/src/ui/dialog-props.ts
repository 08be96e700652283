/**
 * What the app's dialogs share: titles bolder than Mantine's default, like the settings page's section
 * titles, and a close button with a name. A title may shrink beside the close button, so a title holding a
 * name (`TruncatedText inline`) is cut with an ellipsis instead of pushing the button out.
 */
export const DIALOG_PROPS = {
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', minWidth: 0 } },
  closeButtonProps: { 'aria-label': 'Close dialog' },
} as const;
