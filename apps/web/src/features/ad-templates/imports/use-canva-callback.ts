import { TEMPLATE_MESSAGES } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TEMPLATE_KEYS } from '../../../api/templates-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** The longest message from the address that is shown: it is the server's sentence, never a page. */
const MESSAGE_MAX = 300;

/**
 * Canva's sign-in comes back to the entry with `?canva=connected|failed&message=…`: the message is said in a
 * toast (success or error), the connection is read again, and the address is cleaned so that a reload or
 * a link shared from it says nothing twice.
 */
export function useCanvaCallback(workspaceId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const outcome = searchParams.get('canva');
  const message = searchParams.get('message');

  useEffect(() => {
    if (outcome !== 'connected' && outcome !== 'failed') return;
    const key = `${outcome}:${message ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    const text = message?.trim().slice(0, MESSAGE_MAX);
    if (outcome === 'connected') toast.success(text || TEMPLATE_MESSAGES.canvaConnected);
    else toast.error(text || TEMPLATE_MESSAGES.canvaDeclined);
    void queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.canva(workspaceId) });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('canva');
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  }, [outcome, message, queryClient, workspaceId, setSearchParams]);
}
