import type { LauncherProvider } from '@hookline/domain';

export const PROVIDER_LABELS: Record<LauncherProvider, string> = { sandbox: 'Sandbox', meta: 'Meta' };

/** "12:04" in the viewer's zone. */
export function clockTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export function shortDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
