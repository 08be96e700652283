import type { ReportRow } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../api/ad-accounts-api.ts';
import { mediaUrl } from './preview/safe-url.ts';

/**
 * The clip of the video card being hovered. Platforms hand out video URLs that expire, so a clip's URL is
 * read through the ad preview only when its card is hovered or focused, and kept for the visit.
 */
export function useHoverVideo(adAccountId: string) {
  const [wanted, setWanted] = useState<ReportRow | null>(null);
  const adId = wanted?.ad.adId ?? '';
  const preview = useQuery({
    queryKey: AD_ACCOUNT_KEYS.preview(adAccountId, adId),
    // Quietly: a clip that can't be read leaves the thumbnail, with nothing to tell.
    queryFn: ({ signal }) => adAccountsApi.preview(adAccountId, adId, signal, true),
    enabled: wanted !== null,
    staleTime: 10 * 60_000,
  });
  const videoUrl = mediaUrl(preview.data?.videoUrl);
  const urlOf = useCallback(
    (row: ReportRow) => (wanted && row.groupId === wanted.groupId ? videoUrl : null),
    [wanted, videoUrl],
  );
  const want = useCallback((row: ReportRow) => setWanted(row), []);
  return { urlOf, want };
}
