import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';

/** The 'You have reached the limit' dialog for tracked brands, with the server's words. */
export function TrackLimitDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <LimitReachedDialog
      limit={
        message === null
          ? null
          : {
              message,
              upgradeText:
                'Upgrade your plan to track more brands; a brand tracked in several of your workspaces counts once.',
            }
      }
      onClose={onClose}
    />
  );
}
