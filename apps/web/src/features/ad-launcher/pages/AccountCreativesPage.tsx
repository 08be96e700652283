import { Card, Image, SimpleGrid, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useAccountCreatives } from '../hooks/use-launcher-queries.ts';
import { shortDateTime } from '../launcher-labels.ts';

/** `:adAccountId/creatives`: media already uploaded to the account, reused without another upload. */
export function AccountCreativesPage() {
  const { adAccountId = '' } = useParams();
  const creatives = useAccountCreatives(adAccountId);
  return (
    <AccountPage title="Creatives">
      {() => (
        <QueryState
          query={creatives}
          what="the account's creatives"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title="No creatives on this account yet"
              text="Images and videos are uploaded once, when you first launch them, and reused after."
            />
          }
        >
          {(data) => (
            <SimpleGrid cols={{ base: 2, md: 4, xl: 6 }} spacing="md">
              {data.map((creative) => {
                const thumbnail = creative.thumbnailUrl ? safeImageUrl(creative.thumbnailUrl) : null;
                return (
                  <Card
                    key={creative.platformId}
                    withBorder
                    radius="md"
                    padding="xs"
                    component="figure"
                    m={0}
                  >
                    {thumbnail ? (
                      <Image src={thumbnail} alt={creative.name} h={140} fit="cover" radius="sm" />
                    ) : (
                      <Text size="xs" c="dimmed" h={140}>
                        No preview
                      </Text>
                    )}
                    <Text size="sm" fw={500} truncate mt={6} component="figcaption">
                      {creative.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {creative.kind === 'video' ? 'Video' : 'Image'} · {shortDateTime(creative.uploadedAt)}
                    </Text>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </QueryState>
      )}
    </AccountPage>
  );
}
