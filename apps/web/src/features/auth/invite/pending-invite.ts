/** An invitation opened through /login?inviteId=..., accepted once the user has signed in (session storage). */
const PENDING_INVITE_KEY = 'hookline.pendingInviteId';

export function pendingInviteId(): string | null {
  return sessionStorage.getItem(PENDING_INVITE_KEY);
}

export function clearPendingInvite(): void {
  sessionStorage.removeItem(PENDING_INVITE_KEY);
}

export function keepInviteIdFromUrl(search: URLSearchParams): void {
  const inviteId = search.get('inviteId');
  if (inviteId) sessionStorage.setItem(PENDING_INVITE_KEY, inviteId);
}
