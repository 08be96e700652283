import type { LaunchSettings } from '@hookline/domain';
import { useLaunchPages, useLaunchPixels } from '../hooks/use-launcher-queries.ts';
import { PickOrType } from './PickOrType.tsx';

type Identity = Pick<LaunchSettings, 'pageId' | 'instagramAccountId' | 'pixelId'>;

interface LaunchIdentityFieldsProps {
  adAccountId: string;
  value: Identity;
  onChange: (change: Partial<Identity>) => void;
}

/** The Page, its Instagram account and the pixel ads run with, chosen from what the platform lists. */
export function LaunchIdentityFields({ adAccountId, value, onChange }: LaunchIdentityFieldsProps) {
  const pages = useLaunchPages(adAccountId);
  const pixels = useLaunchPixels(adAccountId);
  const page = pages.data?.find((item) => item.id === value.pageId);
  return (
    <>
      <PickOrType
        label="Facebook Page"
        what="Pages"
        list={pages}
        options={pages.data?.map((item) => ({ value: item.id, label: item.name }))}
        value={value.pageId}
        onChange={(pageId) => {
          // The Instagram account belongs to the Page: the new Page's first one, or none.
          const next = pages.data?.find((item) => item.id === pageId);
          onChange({ pageId, instagramAccountId: next?.instagramAccounts[0]?.id ?? null });
        }}
        placeholder="Choose the Page the ads run as"
        emptyText="This ad account can use no Facebook Page yet: give its business access to a Page in Meta's Business settings, then come back."
      />
      <PickOrType
        label="Instagram account"
        what="Instagram accounts"
        list={pages}
        options={page?.instagramAccounts.map((item) => ({ value: item.id, label: `@${item.username}` }))}
        value={value.instagramAccountId}
        onChange={(instagramAccountId) => onChange({ instagramAccountId })}
        placeholder="Run on Instagram as the Page"
        unavailable={value.pageId ? undefined : 'Choose a Page first'}
        emptyText="This Page has no linked Instagram account: ads on Instagram run as the Page."
      />
      <PickOrType
        label="Pixel"
        what="pixels"
        list={pixels}
        options={pixels.data?.map((item) => ({ value: item.id, label: `${item.name} · ${item.id}` }))}
        value={value.pixelId}
        onChange={(pixelId) => onChange({ pixelId })}
        placeholder="No pixel"
        emptyText="This ad account has no pixel: create one in Meta's Events Manager to track conversions."
      />
    </>
  );
}
