import { useMemo } from 'react';
import {
  DETECTIVE_SHARE_KEYS,
  detectiveShareApi,
  type DetectiveShareTarget,
} from '../../../api/detective-share-api.ts';
import { ViewOnlyLinkDialog, type ViewOnlyLinkSource } from '../../../ui/share-dialog/ViewOnlyLinkDialog.tsx';
import { detectivePaths } from '../detective-paths.ts';

export interface DetectiveShareDialogTarget extends DetectiveShareTarget {
  /** The tracked brand's name, in the dialog's title. */
  name: string;
}

interface DetectiveShareDialogProps {
  target: DetectiveShareDialogTarget;
  opened: boolean;
  onClose: () => void;
}

/** The links of a tracked brand's dashboard, listed by its tracker. */
function dashboardLinks(target: DetectiveShareTarget): ViewOnlyLinkSource {
  return {
    linksKey: DETECTIVE_SHARE_KEYS.links(target),
    links: (signal) => detectiveShareApi.links(target, signal),
    create: (input) => detectiveShareApi.create(target, input),
    update: (linkId, input) => detectiveShareApi.update(linkId, input),
    viewsKey: DETECTIVE_SHARE_KEYS.views,
    views: detectiveShareApi.views,
    url: (linkId) => new URL(detectivePaths.share(linkId), window.location.origin).href,
  };
}

/** The share-link dialog for a tracked brand's dashboard. */
export function DetectiveShareDialog({ target, opened, onClose }: DetectiveShareDialogProps) {
  const source = useMemo(() => dashboardLinks(target), [target]);
  return (
    <ViewOnlyLinkDialog
      name={target.name}
      source={source}
      intro={`Anyone with the link can see ${target.name}'s dashboard without an account, read-only: every menu, over any duration, and the ads behind its figures. Choose what they may do, then generate the link.`}
      downloadsDescription="Viewers get a Download button for the images and videos of the ads they open."
      opened={opened}
      onClose={onClose}
    />
  );
}
