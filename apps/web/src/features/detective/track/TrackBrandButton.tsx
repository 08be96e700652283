import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconRadar2 } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import type { TrackBrandProps } from '../../../ui/track-brand-slot.tsx';
import { detectivePaths } from '../detective-paths.ts';
import { TrackLimitDialog } from './TrackLimitDialog.tsx';
import { useTrackBrand, useTrackers } from './use-trackers.ts';

const GUEST_REASON = 'Guests can read Detective but not track brands. Ask a member of the workspace.';

/**
 * "Track" on a library brand's page, for the active workspace: "Tracked" leads to the brand's Detective
 * dashboard once it is; a guest sees the button greyed, with why.
 */
export function TrackBrandButton({ brand }: TrackBrandProps) {
  const reasonId = useId();
  const { activeWorkspace } = useActiveWorkspace();
  const { activeOrg } = useActiveOrg();
  const trackers = useTrackers(activeWorkspace?._id);
  const { track, limitMessage, closeLimitDialog } = useTrackBrand({ orgId: activeOrg?._id });
  if (!activeWorkspace) return null;

  const tracked = trackers.data?.some((tracker) => tracker.brandId === brand._id) ?? false;
  if (tracked) {
    return (
      <Tooltip label={`Open ${brand.name}’s Detective dashboard`}>
        <Button
          component={Link}
          to={detectivePaths.analytics(brand._id, 'overview')}
          variant="default"
          leftSection={<IconCheck size={16} color="var(--mantine-color-teal-9)" aria-hidden />}
          aria-label={`Tracked: open ${brand.name}’s Detective dashboard`}
        >
          Tracked
        </Button>
      </Tooltip>
    );
  }

  if (!activeWorkspace.allowedActions.includes('brand.manage')) {
    return (
      <Tooltip label={GUEST_REASON}>
        <Button
          variant="default"
          leftSection={<IconRadar2 size={16} aria-hidden />}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          Track
          <VisuallyHidden id={reasonId}>{GUEST_REASON}</VisuallyHidden>
        </Button>
      </Tooltip>
    );
  }

  return (
    <>
      <Tooltip label={`Follow ${brand.name}’s ads in Detective: new launches, trend and what it bets on`}>
        <Button
          variant="default"
          leftSection={<IconRadar2 size={16} aria-hidden />}
          loading={track.isPending || trackers.isPending}
          onClick={() => track.mutate({ workspaceId: activeWorkspace._id, brandId: brand._id })}
        >
          Track
        </Button>
      </Tooltip>
      <TrackLimitDialog message={limitMessage} onClose={closeLimitDialog} />
    </>
  );
}
