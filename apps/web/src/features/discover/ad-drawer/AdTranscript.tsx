import type { DiscoverAd, TranscriptionResponse } from '@hookline/domain';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useId } from 'react';
import { DISCOVER_KEYS, discoverApi } from '../../../api/discover-api.ts';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { toast } from '../../../ui/toasts.ts';
import classes from '../../../ui/details/ad-facts.module.css';

/** While a transcription is queued or running, its state is read again this often. */
const POLL_MS = 3_000;
const running = (status: TranscriptionResponse['status'] | undefined) =>
  status === 'queued' || status === 'processing';

/**
 * A video ad's spoken words: the transcript once made, else a button that asks for it (counted toward the
 * organisation's plan), its progress, and, where this server can't transcribe, what to install.
 */
export function AdTranscript({ ad }: { ad: DiscoverAd }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { activeOrg } = useActiveOrg();
  const state = useQuery({
    queryKey: DISCOVER_KEYS.transcription(ad._id),
    queryFn: ({ signal }) => discoverApi.transcription(ad._id, signal),
    refetchInterval: (query) => (running(query.state.data?.status) ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: (orgId: string) => discoverApi.transcribe(ad._id, orgId),
    onSuccess: (answer) => {
      if (answer.status === 'unavailable' || answer.status === 'failed') {
        toast.error(answer.message ?? 'The ad could not be transcribed');
      } else if (answer.status === 'done') toast.success('Transcript ready');
      else toast.info('Transcribing the video…');
      void queryClient.invalidateQueries({ queryKey: DISCOVER_KEYS.transcription(ad._id) });
    },
  });
  const status = state.data?.status;
  if (status === 'done') void queryClient.invalidateQueries({ queryKey: DISCOVER_KEYS.ad(ad._id) });
  const text = ad.transcript ?? (status === 'done' ? state.data?.text : undefined);

  let body;
  if (text) {
    body = (
      <Text size="sm" className={classes.copy}>
        {text}
      </Text>
    );
  } else if (state.isPending) {
    body = <Loader size="sm" aria-label="Loading the transcript" />;
  } else if (state.isError) {
    body = (
      <LoadError what="the transcript" onRetry={() => void state.refetch()} retrying={state.isFetching} />
    );
  } else if (running(status)) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {status === 'queued' ? 'Waiting to transcribe the video…' : 'Transcribing the video…'}
        </Text>
      </Group>
    );
  } else {
    body = (
      <Stack gap="xs" align="flex-start">
        {(status === 'unavailable' || status === 'failed') && state.data?.message && (
          <Alert color={status === 'failed' ? 'red' : 'yellow'} variant="light" p="xs" role="alert">
            <Text size="sm">{state.data.message}</Text>
          </Alert>
        )}
        {status !== 'unavailable' && (
          <>
            <Text size="sm" c="dimmed">
              Turn the video&apos;s spoken words into text you can read and search. It counts toward your
              plan&apos;s video transcriptions.
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileText size={14} aria-hidden />}
              loading={start.isPending}
              disabled={!activeOrg}
              onClick={() => activeOrg && start.mutate(activeOrg._id)}
            >
              {status === 'failed' ? 'Try again' : 'Transcribe video'}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId} className={classes.sectionTitle}>
        Transcript
      </Title>
      {body}
    </Stack>
  );
}
