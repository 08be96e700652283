import { toast } from '../../../ui/toasts.ts';

/** Puts `text` on the clipboard and says so; a browser that refuses says that instead. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error('The browser refused to copy. Select the text and copy it yourself.');
  }
}
