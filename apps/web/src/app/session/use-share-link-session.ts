import type { PublicShareLink, ShareAccess } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../ui/use-mutation.ts';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { SHARE_KEYS, shareAccessStore, shareApi } from '../../api/share-api.ts';

/** How many times the page reopens a link without a password by itself after the server ended the access. */
const AUTO_REOPEN_LIMIT = 2;

/** Every link this page may open by itself. */
const ANY_LINK = () => true;

/**
 * A viewer's session with a share link: the link's state, the access its gate gives (kept for the tab's
 * session under `shareToken`), and the way back to the gate when the server ends that access (a 401: the
 * password changed, the token ran out). A link without a password opens by itself when `opensHere` accepts
 * it; a page that shows only some links leaves the others closed.
 */
export function useShareLinkSession(
  linkId: string,
  opensHere: (link: PublicShareLink) => boolean = ANY_LINK,
) {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: SHARE_KEYS.state(linkId),
    queryFn: ({ signal }) => shareApi.state(linkId, signal),
    retry: false,
  });
  const [access, setAccess] = useState<ShareAccess | null>(() => shareAccessStore.get(linkId));
  const [gateMessage, setGateMessage] = useState<string | null>(null);
  const [ended, setEnded] = useState(0);

  const opening = useMutation({
    mutationFn: (password: string | undefined) =>
      shareApi.access(linkId, password === undefined ? {} : { password }),
    onSuccess: (granted) => {
      shareAccessStore.set(linkId, granted);
      setAccess(granted);
      setGateMessage(null);
    },
    onError: (error) => {
      // Closed meanwhile (turned off, expired): the state says which.
      if (isApiError(error) && error.status === 403) void state.refetch();
    },
  });

  const link = state.data;
  const { mutate, isIdle, reset } = opening;
  const mayAutoOpen =
    link?.state === 'active' &&
    opensHere(link) &&
    !link.passwordProtected &&
    access === null &&
    isIdle &&
    ended <= AUTO_REOPEN_LIMIT;
  useEffect(() => {
    if (mayAutoOpen) mutate(undefined);
  }, [mayAutoOpen, mutate]);

  /** The server ended the viewer's access: back to the gate, with its words. */
  const end = useCallback(
    (message: string) => {
      shareAccessStore.clear(linkId);
      setAccess(null);
      setGateMessage(message);
      setEnded((count) => count + 1);
      reset();
      queryClient.removeQueries({
        queryKey: SHARE_KEYS.all(linkId),
        predicate: (query) => query.queryKey[2] !== 'state',
      });
      void queryClient.invalidateQueries({ queryKey: SHARE_KEYS.state(linkId) });
    },
    [linkId, queryClient, reset],
  );

  const [viewerName, setViewerNameState] = useState<string | null>(() => access?.viewerName ?? null);
  const setViewerName = useCallback(
    (name: string) => {
      shareAccessStore.setViewerName(linkId, name);
      setViewerNameState(name);
    },
    [linkId],
  );

  return {
    state,
    /** No such link (or what it shared was deleted). */
    missing: isApiError(state.error) && state.error.status === 404,
    access,
    gateMessage,
    /** Opens the link with a password (or none). */
    openWith: (password: string | undefined) => opening.mutate(password),
    opening,
    end,
    viewerName,
    setViewerName,
  };
}

export type ShareLinkSession = ReturnType<typeof useShareLinkSession>;

/** Ends the session when a read answered 401. */
export function useEndOnUnauthorized(error: unknown, end: (message: string) => void): void {
  const unauthorized = isApiError(error) && error.status === 401 ? error.message : null;
  useEffect(() => {
    if (unauthorized) end(unauthorized);
  }, [unauthorized, end]);
}
