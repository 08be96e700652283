import { useQuery } from '@tanstack/react-query';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';

/** One ad's media, copy and call to action, read through its platform; `adId` is the platform's ad id. */
export function useAdPreview(adAccountId: string, adId: string) {
  return useQuery({
    queryKey: AD_ACCOUNT_KEYS.preview(adAccountId, adId),
    queryFn: ({ signal }) => adAccountsApi.preview(adAccountId, adId, signal),
    // The platform's media URLs expire after a while; a preview is read again when reopened later.
    staleTime: 5 * 60_000,
  });
}
