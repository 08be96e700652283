import {
  DETECTIVE_MESSAGES,
  defaultMessageForStatus,
  type DetectiveTracker,
  type TrackBrandBody,
} from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { DETECTIVE_KEYS, detectiveApi } from '../../../api/detective-api.ts';
import { ORG_KEYS } from '../../../api/orgs-api.ts';
import { planLimitMessage } from '../../../api/plan-limit-error.ts';
import { useActiveSubscriptions } from '../../../app/session/use-active-subscriptions.ts';
import { useOrgPermission } from '../../../app/session/use-permissions.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** The workspace's tracked brands (`GET detective?workspaceId=`). */
export function useTrackers(workspaceId: string | undefined) {
  return useQuery({
    queryKey: DETECTIVE_KEYS.trackers(workspaceId ?? 'none'),
    queryFn: ({ signal }) => detectiveApi.list(workspaceId ?? '', signal),
    enabled: workspaceId !== undefined,
  });
}

/**
 * The organisation's tracked brands against its plan: the count for every member, the plan's
 * `detectiveBrandCount` where the caller may read the plan's limits (org admins); null until known.
 */
export function useTrackedBrandUsage(orgId: string | undefined) {
  const canReadLimits = useOrgPermission('org.usage.view');
  const count = useQuery({
    queryKey: DETECTIVE_KEYS.count(orgId ?? 'none'),
    queryFn: ({ signal }) => detectiveApi.count(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
  const subscriptions = useActiveSubscriptions(canReadLimits ? orgId : undefined);
  return {
    count: count.data ?? null,
    limit: subscriptions.data?.usageLimits.detectiveBrandCount ?? null,
  };
}

/** Refreshes what a tracking changes: the workspace's list, the organisation's count and usage figures. */
function useRefreshTracked() {
  const queryClient = useQueryClient();
  return async (workspaceId: string, orgId: string | undefined) => {
    const stale = [
      DETECTIVE_KEYS.trackers(workspaceId),
      ...(orgId ? [DETECTIVE_KEYS.count(orgId), ORG_KEYS.usage(orgId)] : []),
    ];
    await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

interface TrackOptions {
  orgId: string | undefined;
  /** After the server tracked the brand (or said it already was) and the lists were refreshed. */
  onTracked?: (tracker: DetectiveTracker) => void;
  /** A refusal other than the plan's, in the server's words, for the form to show beside its field. */
  onRefused?: (message: string) => void;
  /** The plan refused: the limit dialog opens (a form in a dialog closes for it). */
  onLimit?: () => void;
}

/**
 * `POST detective`, a silent call: success toasts the server's message; the plan's refusal opens the limit
 * dialog (`limitMessage`); any other refusal goes to `onRefused`, or is toasted when nobody shows it.
 */
export function useTrackBrand({ orgId, onTracked, onRefused, onLimit }: TrackOptions) {
  const refresh = useRefreshTracked();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const track = useMutation({
    mutationFn: (body: TrackBrandBody) => detectiveApi.track(body),
    onSuccess: async (tracker, body) => {
      toast.success(tracker.message);
      await refresh(body.workspaceId, orgId);
      onTracked?.(tracker);
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit !== null) {
        setLimitMessage(limit);
        return onLimit?.();
      }
      if (isApiError(error) && error.canceled) return;
      const message = isApiError(error) ? error.message : defaultMessageForStatus(0);
      if (onRefused) onRefused(message);
      else toast.error(message);
    },
  });
  return { track, limitMessage, closeLimitDialog: () => setLimitMessage(null) };
}

/** After an untrack: the server's words are toasted, and the list and count refresh. */
export function useUntracked(orgId: string | undefined) {
  const refresh = useRefreshTracked();
  return async (tracker: DetectiveTracker) => {
    toast.success(DETECTIVE_MESSAGES.untracked(tracker.brand.name));
    await refresh(tracker.workspaceId, orgId);
  };
}
