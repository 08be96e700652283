import { toast } from '../ui/toasts.ts';
import { createHttpClient } from './http-client.ts';
import { tokenStore } from './token-store.ts';

let unauthorizedHandler: () => void = () => tokenStore.clear();

/** The session layer decides what "logged out" means (clear caches, go to sign-in). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  tokens: tokenStore,
  notifyError: (message) => toast.error(message),
  onUnauthorized: () => unauthorizedHandler(),
});
