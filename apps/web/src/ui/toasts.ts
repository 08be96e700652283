import { TOAST_DURATION_MS } from '@hookline/domain';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

interface ToastOptions {
  title?: ReactNode;
  autoClose?: number | false;
  id?: string;
}

function show(color: string, message: ReactNode, options: ToastOptions = {}): void {
  notifications.show({
    id: options.id,
    color,
    title: options.title,
    message,
    autoClose: options.autoClose ?? TOAST_DURATION_MS,
    withBorder: true,
  });
}

/** The spec's toast kinds: success, error, info, warning (loading is a notification with `loading`). */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('teal', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('red', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('blue', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => show('yellow', message, options),
  hide: (id: string) => notifications.hide(id),
};
