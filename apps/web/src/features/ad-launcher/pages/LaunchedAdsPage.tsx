import { Anchor, Badge, Table, Tooltip } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../components/AccountPage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
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
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Launched at</Table.Th>
                    <Table.Th>Batch</Table.Th>
                    <Table.Th aria-label="Links" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((ad) => (
                    <Table.Tr key={ad.platformAdId}>
                      <Table.Td>
                        {ad.name}{' '}
                        {ad.driftedEnhancements.length > 0 && (
                          <Tooltip label={`Turned on by the platform: ${ad.driftedEnhancements.join(', ')}`}>
                            <Badge color="orange" variant="light" size="sm">
                              Enhancements drifted
                            </Badge>
                          </Tooltip>
                        )}
                      </Table.Td>
                      <Table.Td>{ad.status}</Table.Td>
                      <Table.Td>{shortDateTime(ad.launchedAt)}</Table.Td>
                      <Table.Td>{ad.batchId}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={launcherPaths.analytics(workspaceId)} size="sm">
                          Open in Analytics
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      )}
    </AccountPage>
  );
}
