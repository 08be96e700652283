import { useMemo } from 'react';
import {
  DISCOVER_SHARE_KEYS,
  discoverShareApi,
  type DiscoverShareTarget,
} from '../../../api/discover-share-api.ts';
import { ViewOnlyLinkDialog, type ViewOnlyLinkSource } from '../../../ui/share-dialog/ViewOnlyLinkDialog.tsx';
import { absoluteUrl, discoverSharePath } from './discover-share-paths.ts';

export interface DiscoverShareDialogTarget extends DiscoverShareTarget {
  /** What the dialog's title names: the ad (its brand and headline) or the brand. */
  name: string;
}

interface DiscoverShareDialogProps {
  target: DiscoverShareDialogTarget | null;
  opened: boolean;
  onClose: () => void;
}

/** The links of a Discover ad or brand: the workspace's, listed by the ad or brand. */
function discoverLinks(target: DiscoverShareTarget): ViewOnlyLinkSource {
  return {
    linksKey: DISCOVER_SHARE_KEYS.links(target),
    links: (signal) => discoverShareApi.links(target, signal),
    create: (input) => discoverShareApi.create(target, input),
    update: (linkId, input) => discoverShareApi.update(linkId, input),
    viewsKey: DISCOVER_SHARE_KEYS.views,
    views: discoverShareApi.views,
    url: (linkId) => absoluteUrl(discoverSharePath(linkId)),
  };
}

/** The share-link dialog for a Discover ad or brand. */
export function DiscoverShareDialog({ target, opened, onClose }: DiscoverShareDialogProps) {
  const source = useMemo(() => (target ? discoverLinks(target) : null), [target]);
  const kind = target?.assetType === 'discover' ? 'ad' : 'brand';
  return (
    <ViewOnlyLinkDialog
      name={target?.name ?? null}
      source={source}
      intro={`Anyone with the link can see this ${kind} without an account, read-only. Choose what they may do, then generate the link.`}
      downloadsDescription="Viewers get a Download button for the images and videos."
      opened={opened}
      onClose={onClose}
    />
  );
}
