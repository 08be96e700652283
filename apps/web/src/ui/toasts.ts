import { TOAST_DURATION_MS } from '@hookline/domain';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

interface ToastOptions {
  title?: ReactNode;
  autoClose?: number | false;
  id?: string;
  /**
   * The toast reports the action that moves the user to another screen ('Workspace created', then home):
   * it goes along. Every other toast belongs to the screen that raised it and leaves with it.
   */
  carryOver?: boolean;
}

/** Where each shown toast was raised, by id, and whether it goes along to other screens. */
const raised = new Map<string, { route: string; carryOver: boolean }>();
let nextId = 0;

function currentRoute(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

function show(color: string, message: ReactNode, options: ToastOptions = {}): void {
  // The same error twice (two screens reading one failed list) is one toast.
  const id =
    options.id ?? (color === 'red' && typeof message === 'string' ? `error:${message}` : `toast-${++nextId}`);
  raised.set(id, { route: currentRoute(), carryOver: options.carryOver ?? false });
  notifications.show({
    id,
    color,
    title: options.title,
    message,
    autoClose: options.autoClose ?? TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    onClose: () => raised.delete(id),
  });
}

/** The spec's toast kinds: success, error, info, warning (loading is a notification with `loading`). */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('teal', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('red', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('blue', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => show('yellow', message, options),
  hide: (id: string) => notifications.hide(id),
  /** Toasts belong to the screen that raised them: on arriving at `route`, hides the others' (docs/ui.md). */
  leaveOthersThan: (route: string) => {
    for (const [id, origin] of raised) {
      if (origin.route !== route && !origin.carryOver) {
        raised.delete(id);
        notifications.hide(id);
      }
    }
  },
};
