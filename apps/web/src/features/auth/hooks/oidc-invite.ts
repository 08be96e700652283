const OIDC_INVITE_KEY = 'hookline.oidcInviteId';

/** An invite being accepted through the identity provider survives the round trip in session storage. */
export const oidcInvite = {
  keep: (inviteId: string | undefined) =>
    inviteId ? sessionStorage.setItem(OIDC_INVITE_KEY, inviteId) : sessionStorage.removeItem(OIDC_INVITE_KEY),
  take: (): string | null => {
    const inviteId = sessionStorage.getItem(OIDC_INVITE_KEY);
    sessionStorage.removeItem(OIDC_INVITE_KEY);
    return inviteId;
  },
};
