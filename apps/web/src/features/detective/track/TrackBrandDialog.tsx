import { trackBrandBody, type DetectiveTracker, type TrackBrandBody } from '@hookline/domain';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { BrandLibraryPicker } from './BrandLibraryPicker.tsx';
import { TrackLimitDialog } from './TrackLimitDialog.tsx';
import { useTrackBrand } from './use-trackers.ts';

type Source = 'library' | 'page' | 'domain';

const SOURCES: { value: Source; label: string }[] = [
  { value: 'library', label: 'Brand library' },
  { value: 'page', label: 'Meta or TikTok page' },
  { value: 'domain', label: 'Website' },
];

interface TrackBrandDialogProps {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  orgId: string | undefined;
  /** The brands the workspace tracks, marked in the library's search. */
  trackedIds: ReadonlySet<string>;
  onTracked?: (tracker: DetectiveTracker) => void;
}

/**
 * "Track a brand": one of the library's brands, a Meta Page URL or TikTok profile, or a website domain (an
 * unknown brand is added and its ads are read). A refusal is said beside the field in the server's words; the
 * plan's refusal closes the form and opens the limit dialog.
 */
export function TrackBrandDialog({
  opened,
  onClose,
  workspaceId,
  orgId,
  trackedIds,
  onTracked,
}: TrackBrandDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const { track, limitMessage, closeLimitDialog } = useTrackBrand({
    orgId,
    onTracked: (tracker) => {
      close();
      onTracked?.(tracker);
    },
    onRefused: setError,
    onLimit: close,
  });

  return (
    <>
      <FormDialog opened={opened} onClose={close} title="Track a brand" size={540}>
        <TrackBrandForm
          trackedIds={trackedIds}
          error={error}
          onEdit={() => setError(null)}
          pending={track.isPending}
          onSubmit={(source) => {
            const parsed = trackBrandBody.safeParse({ workspaceId, ...source });
            if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
            setError(null);
            track.mutate(parsed.data);
          }}
          onCancel={close}
        />
      </FormDialog>
      <TrackLimitDialog message={limitMessage} onClose={closeLimitDialog} />
    </>
  );
}

interface TrackBrandFormProps {
  trackedIds: ReadonlySet<string>;
  error: string | null;
  onEdit: () => void;
  pending: boolean;
  onSubmit: (source: Omit<TrackBrandBody, 'workspaceId'>) => void;
  onCancel: () => void;
}

function TrackBrandForm({ trackedIds, error, onEdit, pending, onSubmit, onCancel }: TrackBrandFormProps) {
  const [source, setSource] = useState<Source>('library');
  const [brandId, setBrandId] = useState<string | null>(null);
  const [pageUrl, setPageUrl] = useState('');
  const [domain, setDomain] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source === 'library') onSubmit(brandId ? { brandId } : {});
    else if (source === 'page') onSubmit({ pageUrl });
    else onSubmit({ domain });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500} id="track-source-label">
            Find the brand by
          </Text>
          <SegmentedControl
            aria-labelledby="track-source-label"
            fullWidth
            data={SOURCES}
            value={source}
            onChange={(value) => {
              setSource(value);
              onEdit();
            }}
          />
        </Stack>
        {source === 'library' && (
          <BrandLibraryPicker
            value={brandId}
            onChange={(id) => {
              setBrandId(id);
              onEdit();
            }}
            trackedIds={trackedIds}
            error={error}
          />
        )}
        {source === 'page' && (
          <TextInput
            label="Page URL"
            description="A Meta Page (facebook.com/…) or a TikTok profile (tiktok.com/@…)."
            placeholder="https://www.facebook.com/brand"
            value={pageUrl}
            onChange={(event) => {
              setPageUrl(event.currentTarget.value);
              onEdit();
            }}
            error={error}
            data-autofocus
          />
        )}
        {source === 'domain' && (
          <TextInput
            label="Website domain"
            description="The brand’s own website, such as brand.com."
            placeholder="brand.com"
            value={domain}
            onChange={(event) => {
              setDomain(event.currentTarget.value);
              onEdit();
            }}
            error={error}
            data-autofocus
          />
        )}
        <Text size="xs" c="dimmed">
          A brand the library doesn’t know yet is added, and its ads are read in the next few minutes.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Track brand
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
