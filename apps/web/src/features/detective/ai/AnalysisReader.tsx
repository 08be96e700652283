import { DATE_FORMAT, type AiDetectiveRecord, type AiDetectiveSection } from '@hookline/domain';
import { Alert, Blockquote, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useAnalysis } from './use-ai-detective.ts';

/** How many of a section's ads get a button of their own. */
const SECTION_ADS_SHOWN = 6;

function SectionAds(props: { section: AiDetectiveSection; onOpenAd: (adId: string) => void }) {
  const { section, onOpenAd } = props;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? section.adIds : section.adIds.slice(0, SECTION_ADS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" aria-label={`Ads behind ${section.title}`} role="group">
      {shown.map((adId, index) => (
        <Button key={adId} size="compact-sm" variant="default" onClick={() => onOpenAd(adId)}>
          {`Ad ${index + 1}`}
        </Button>
      ))}
      {section.adIds.length > shown.length && (
        <Button size="compact-sm" variant="subtle" onClick={() => setShowAll(true)}>
          {`Show all ${section.adIds.length}`}
        </Button>
      )}
    </Group>
  );
}

function Section(props: { section: AiDetectiveSection; onOpenAd: (adId: string) => void }) {
  const { section, onOpenAd } = props;
  const headingId = `ai-section-${section.key}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} fz="lg" id={headingId}>
          {section.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{section.text}</Text>
        {section.quotes.map((quote, index) => (
          <Blockquote key={`${quote.text}-${index}`} p="sm" color="hookline" cite={null}>
            <Stack gap={6}>
              <Text fs="italic">“{quote.text}”</Text>
              {quote.adIds[0] !== undefined && (
                <div>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onOpenAd(quote.adIds[0] ?? '')}
                    aria-label={`Open the ad: ${quote.text}`}
                  >
                    Open the ad
                  </Button>
                </div>
              )}
            </Stack>
          </Blockquote>
        ))}
        {section.quotes.length === 0 && <SectionAds section={section} onOpenAd={onOpenAd} />}
      </Stack>
    </section>
  );
}

function GeneratedByNote({ analysis }: { analysis: NonNullable<AiDetectiveRecord['analysis']> }) {
  const { generatedBy } = analysis;
  if (generatedBy.method === 'language-model') {
    return (
      <Text size="sm" c="dimmed">
        Written by the language model {generatedBy.model ?? ''} from the statistics of the brand’s ads.
      </Text>
    );
  }
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title="Generated without a language model"
    >
      {generatedBy.fallbackReason
        ? `${generatedBy.fallbackReason} This analysis was computed from the statistics of the brand’s ads instead.`
        : 'No language model is configured: this analysis was computed from the statistics of the brand’s ads (key phrases of the copy and transcripts, hooks grouped by the words they share).'}
    </Alert>
  );
}

/** One analysis: under way, failed, or read in full with its ads one click away. */
export function AnalysisReader(props: {
  analysisId: string;
  onOpenAd: (adId: string) => void;
  actions?: ReactNode;
}) {
  const { analysisId, onOpenAd } = props;
  const query = useAnalysis(analysisId);
  if (query.isError) {
    return (
      <LoadError what="this analysis" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the analysis">
        <Skeleton height={28} width="40%" />
        <Skeleton height={80} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  const record = query.data;
  const heading = (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="xl">
          {record.brand.name}
        </Title>
        <Text size="sm" c="dimmed">
          Analysis of {dayjs(record.createdAt).format(DATE_FORMAT)}
          {record.analysis && ` · ads of ${record.analysis.period.from} to ${record.analysis.period.to}`}
        </Text>
      </Stack>
      {props.actions}
    </Group>
  );
  if (record.status === 'queued' || record.status === 'running') {
    return (
      <Stack gap="md">
        {heading}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>
            {record.status === 'queued' ? 'Waiting to start the analysis…' : 'Writing the analysis…'} It
            appears here when it is ready.
          </Text>
        </Group>
      </Stack>
    );
  }
  if (record.status === 'failed' || !record.analysis) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The analysis failed">
          {record.error ?? 'The analysis could not be completed. Run it again.'}
        </Alert>
      </Stack>
    );
  }
  const { analysis } = record;
  return (
    <Stack gap="lg">
      {heading}
      <GeneratedByNote analysis={analysis} />
      <section aria-labelledby="ai-summary-heading">
        <Title order={3} fz="lg" id="ai-summary-heading" mb="xs">
          Summary
        </Title>
        <Text>{analysis.summary}</Text>
      </section>
      {analysis.sections.map((section) => (
        <Section key={section.key} section={section} onOpenAd={onOpenAd} />
      ))}
      <section aria-labelledby="ai-actions-heading">
        <Title order={3} fz="lg" id="ai-actions-heading" mb="xs">
          What to do next
        </Title>
        <ol style={{ margin: 0, paddingInlineStart: 22 }}>
          {analysis.actions.map((action) => (
            <li key={action}>
              <Text>{action}</Text>
            </li>
          ))}
        </ol>
      </section>
    </Stack>
  );
}
