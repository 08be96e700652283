import type { DetectiveLandingPages } from '@hookline/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { NewTabNote } from '../../../../ui/NewTabNote.tsx';
import { useNarrow } from '../../../../ui/use-narrow.ts';
import { fullDay, plural } from '../dashboard-labels.ts';
import { AdsButton, EmptyMenu, Panel } from '../FigureParts.tsx';
import classes from '../DetectiveDashboard.module.css';

/** A page's address without its scheme, as people read it. */
const readable = (url: string) => url.replace(/^https?:\/\//, '');

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Landing pages: where the ads send people, and how long each page has been fed. */
export function LandingPagesMenu({ data }: { data: DetectiveLandingPages }) {
  const { ref, narrow } = useNarrow<HTMLDivElement>(720);
  if (data.pages.length === 0) {
    return (
      <EmptyMenu
        message={`No landing page in the ads of the last ${plural(data.period.days, 'day')}.`}
        hint="Their ads may link nowhere, or none ran in the period: try a longer duration."
      />
    );
  }
  return (
    <Panel
      wide
      title="Landing pages"
      description={`${plural(data.pages.length, 'page')} behind the ads live in the period, tracking parameters left out. Days live run from the first ad's start to the last one's stop.`}
    >
      <div ref={ref}>
        <Table verticalSpacing={8} aria-label="Landing pages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Page</Table.Th>
              <Table.Th scope="col">Ads</Table.Th>
              {!narrow && <Table.Th scope="col">First day</Table.Th>}
              {!narrow && <Table.Th scope="col">Last day</Table.Th>}
              <Table.Th scope="col">Days live</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.pages.map((page) => (
              <Table.Tr key={page.url}>
                <Table.Td className={classes.url}>
                  {isWebAddress(page.url) ? (
                    <Anchor href={page.url} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                      {readable(page.url)}
                      <NewTabNote />
                    </Anchor>
                  ) : (
                    <Text size="sm">{page.url}</Text>
                  )}
                  {narrow && (
                    <Text size="xs" c="dimmed">
                      {fullDay(page.firstDay)} – {fullDay(page.lastDay)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <AdsButton title={readable(page.url)} ads={page.ads} />
                </Table.Td>
                {!narrow && <Table.Td>{fullDay(page.firstDay)}</Table.Td>}
                {!narrow && <Table.Td>{fullDay(page.lastDay)}</Table.Td>}
                <Table.Td>{plural(page.daysLive, 'day')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Panel>
  );
}
