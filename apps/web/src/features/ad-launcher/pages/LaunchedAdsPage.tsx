import { Anchor, Badge, Tooltip } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../components/AccountPage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { LauncherTable } from '../components/LauncherTable.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLaunchedAds } from '../hooks/use-launcher-queries.ts';
import { shortDateTime } from '../launcher-labels.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** `:adAccountId/ads/launched`: what the launcher left on the platform, with enhancements that drifted. */
export function LaunchedAdsPage() {
  const { adAccountId = '' } = useParams();
  const ads = useLaunchedAds(adAccountId);
  return (
    <AccountPage title="Launched ads">
      {(_account, workspaceId) => (
        <QueryState
          query={ads}
          what="the launched ads"
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title="No launched ads yet" text="Ads you launch on this account show here." />}
        >
          {(data) => (
            <LauncherTable
              rows={data}
              rowKey={(ad) => ad.platformAdId}
              foldBelow={720}
              columns={[
                {
                  header: 'Name',
                  cell: (ad) => (
                    <>
                      {ad.name}{' '}
                      {ad.driftedEnhancements.length > 0 && (
                        <Tooltip label={`Turned on by the platform: ${ad.driftedEnhancements.join(', ')}`}>
                          <Badge color="orange" variant="light" size="sm">
                            Enhancements drifted
                          </Badge>
                        </Tooltip>
                      )}
                    </>
                  ),
                },
                { header: 'Status', cell: (ad) => ad.status },
                { header: 'Launched at', cell: (ad) => shortDateTime(ad.launchedAt) },
                { header: 'Batch', cell: (ad) => ad.batchId },
              ]}
              actions={{
                header: 'Links',
                cell: () => (
                  <Anchor component={Link} to={launcherPaths.analytics(workspaceId)} size="sm">
                    Open in Analytics
                  </Anchor>
                ),
              }}
            />
          )}
        </QueryState>
      )}
    </AccountPage>
  );
}
