import { toast } from '../../../ui/toasts.ts';

/** A snapshot's public path as a link to paste anywhere. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;

/** Copies a snapshot's public link; where the browser refuses, the toast carries the link to copy by hand. */
export async function copyPublicLink(path: string): Promise<void> {
  const url = absoluteUrl(path);
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error(`We couldn’t copy the link. Copy it from here: ${url}`);
  }
}
