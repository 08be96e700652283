import { type DetectiveCreatives } from '@hookline/domain';
import { Group, Progress, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useOpenAds } from '../ads-opener.tsx';
import { AdSummary } from '../AdSummary.tsx';
import { COHORT_LABELS, adsCount, fullDay, percent, plural } from '../dashboard-labels.ts';
import { AdsButton, EmptyMenu, Panel, Stat } from '../FigureParts.tsx';
import classes from '../DetectiveDashboard.module.css';

/** The creatives: what survived, what is new, and how long the brand keeps its ads. */
export function CreativesMenu({ data }: { data: DetectiveCreatives }) {
  const openAds = useOpenAds();
  const { survival, period } = data;
  const runningToday = data.cohorts.reduce((sum, cohort) => sum + cohort.ads.total, 0);
  if (data.longestRunning.length === 0 && data.newInPeriod.total === 0 && runningToday === 0) {
    return <EmptyMenu message={`No ads of this brand ran in the last ${plural(period.days, 'day')}.`} />;
  }
  return (
    <Stack gap="md">
      <div className={classes.stats}>
        <Stat
          label="New in the period"
          value={data.newInPeriod.total.toLocaleString('en-US')}
          ads={data.newInPeriod}
        />
        <Stat
          label="Still running"
          value={percent(survival.stillRunning.rate)}
          hint={`${survival.stillRunning.ads.total} of ${plural(survival.launched, 'ad')} launched in the period`}
          ads={survival.stillRunning.ads}
          adsTitle="Launched in the period and still running"
        />
        <Stat
          label="Running today"
          value={runningToday.toLocaleString('en-US')}
          hint="In the cohorts below"
        />
      </div>
      <div className={classes.grid}>
        <Panel
          title="Longest running"
          description="The ads live in the period that ran the most days. A brand keeps paying for what it believes in."
        >
          {data.longestRunning.length === 0 ? (
            <Text size="sm" c="dimmed">
              No ads in this period.
            </Text>
          ) : (
            <ol className={classes.adList} aria-label="Longest running ads">
              {data.longestRunning.map((ad) => (
                <li key={ad.adId}>
                  <UnstyledButton
                    className={classes.adRow}
                    onClick={() =>
                      openAds(`Ad running ${ad.runningDays} days`, { total: 1, adIds: [ad.adId] })
                    }
                  >
                    <AdSummary
                      withStill
                      adId={ad.adId}
                      detail={`${plural(ad.runningDays, 'day')} · since ${fullDay(ad.startDate)}${
                        ad.endDate ? `, stopped ${fullDay(ad.endDate)}` : ', running'
                      }`}
                    />
                  </UnstyledButton>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel
          title="Running today, by age"
          description="The ads running today, by the days they have run so far."
        >
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.cohorts.map((cohort) => {
              const share = runningToday > 0 ? Math.round((cohort.ads.total / runningToday) * 100) : 0;
              return (
                <li key={cohort.cohort}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {COHORT_LABELS[cohort.cohort]}
                    </Text>
                    <AdsButton
                      title={`Running today for ${COHORT_LABELS[cohort.cohort].toLowerCase()}`}
                      ads={cohort.ads}
                    />
                  </Group>
                  <Progress value={share} size="sm" color="violet" aria-hidden />
                </li>
              );
            })}
          </Stack>
        </Panel>
        <Panel
          wide
          title="Survival of the ads launched in the period"
          description={`${adsCount(survival.launched)} launched. Each rate counts only the ads old enough to have reached it: "ran at least N days" among the ads launched at least N days ago.`}
        >
          <Table verticalSpacing={6} aria-label="Survival rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Ran at least</Table.Th>
                <Table.Th scope="col">Rate</Table.Th>
                <Table.Th scope="col">Eligible</Table.Th>
                <Table.Th scope="col">Ads that made it</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {survival.ranAtLeast.map((row) => (
                <Table.Tr key={row.days}>
                  <Table.Td>{plural(row.days, 'day')}</Table.Td>
                  <Table.Td fw={600}>{percent(row.rate)}</Table.Td>
                  <Table.Td>
                    {row.eligible === 0
                      ? 'None launched long enough ago'
                      : `${adsCount(row.eligible)} launched ${plural(row.days, 'day')} ago or more`}
                  </Table.Td>
                  <Table.Td>
                    <AdsButton title={`Ran at least ${plural(row.days, 'day')}`} ads={row.ads} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            Survival shows what the brand kept paying for, its bets, not how the ads performed: spy data holds
            no results.
          </Text>
        </Panel>
      </div>
    </Stack>
  );
}
