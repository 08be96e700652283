import {
  AD_FIELD_MAX,
  AD_TEXT_MAX,
  AD_URL_MAX,
  DISCOVER_PLATFORM_LABELS,
  DISCOVER_PLATFORMS,
  INSPIRATION_ASSETS_MAX,
  INSPIRATION_MESSAGES,
  absoluteWebAddress,
  manualAdSchema,
  type DiscoverPlatform,
} from '@hookline/domain';
import {
  ActionIcon,
  Button,
  Chip,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IconAlertTriangle,
  IconCheck,
  IconPhotoUp,
  IconPlayerPlayFilled,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { toast } from '../../../ui/toasts.ts';
import { PLATFORM_ICONS } from '../../../ui/PlatformMark.tsx';
import { inspirationApi } from '../../../api/inspiration-api.ts';
import { useInspirationCache } from '../shared/inspiration-cache.ts';
import classes from '../dialogs/dialogs.module.css';
import { AD_MEDIA_ACCEPT, addAdMedia, adMediaKindOf } from './ad-media-files.ts';
import { uploadAdMedia, type AdMediaTarget } from './ad-media-upload.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface UploadAdDialogProps {
  opened: boolean;
  workspaceId: string;
  board: { _id: string; name: string } | null;
  onClose: () => void;
}

interface PickedMedia {
  key: string;
  file: File;
  /** An image's preview, made when it is picked and let go when it is removed or the dialog closes. */
  previewUrl: string | null;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  sent: number;
  error: string | null;
}

interface AdFields {
  pageName: string;
  body: string;
  title: string;
  ctaText: string;
  ctaURL: string;
  platforms: DiscoverPlatform[];
}

const EMPTY_FIELDS: AdFields = { pageName: '', body: '', title: '', ctaText: '', ctaURL: '', platforms: [] };

const isWebAddress = (value: string) => absoluteWebAddress(value) !== null;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

let nextKey = 0;

/** A preview of a picked image (a video shows an icon instead). */
const previewOf = (file: File): string | null =>
  adMediaKindOf(file.name) === 'image' && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;

/**
 * Upload an ad by hand into a board: its page name, texts, call to action and platforms, then its images and
 * videos, each sent with its own progress. The ad is made first, then its media follow it; a file that
 * fails can be sent again without making the ad twice.
 */
export function UploadAdDialog(props: UploadAdDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title={
        props.board ? (
          <TruncatedText inline>{`Upload an ad to “${props.board.name}”`}</TruncatedText>
        ) : (
          'Upload an ad'
        )
      }
      centered
      radius="lg"
      size={640}
      closeOnClickOutside={!busy}
    >
      {props.opened && props.board && <UploadAdForm {...props} board={props.board} onBusy={setBusy} />}
    </Modal>
  );
}

function UploadAdForm({
  workspaceId,
  board,
  onClose,
  onBusy,
}: UploadAdDialogProps & { board: { _id: string; name: string }; onBusy: (busy: boolean) => void }) {
  const cache = useInspirationCache();
  const [fields, setFields] = useState<AdFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<Partial<Record<keyof AdFields | 'media', string>>>({});
  const [media, setMedia] = useState<PickedMedia[]>([]);
  const [target, setTarget] = useState<AdMediaTarget | null>(null);
  const aborter = useRef(new AbortController());
  const began = useRef(false);
  // The previews made so far, let go when the dialog closes.
  const previewUrls = useRef(new Set<string>());
  const keepPreview = (url: string | null) => {
    if (url) previewUrls.current.add(url);
    return url;
  };

  // Closing the dialog stops what is still being sent; what arrived stays with the ad, which lists show.
  useEffect(() => {
    const controller = aborter.current;
    const previews = previewUrls.current;
    return () => {
      controller.abort();
      for (const url of previews) URL.revokeObjectURL(url);
      if (began.current) void cache.refresh();
    };
  }, [cache]);

  const create = useMutation({
    mutationFn: (manual: ReturnType<typeof manualAdSchema.parse>) =>
      inspirationApi.saveAd({ workspaceId, folderId: board._id, manual }),
  });

  const set = <Key extends keyof AdFields>(key: Key, value: AdFields[Key]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const patchMedia = (key: string, patch: Partial<PickedMedia>) =>
    setMedia((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const sendAll = async (to: AdMediaTarget, items: readonly PickedMedia[]) => {
    onBusy(true);
    let failed = 0;
    // One at a time, in the order chosen: that order is the ad's.
    for (const item of items) {
      patchMedia(item.key, { status: 'uploading', sent: 0, error: null });
      try {
        await uploadAdMedia({
          file: item.file,
          target: to,
          signal: aborter.current.signal,
          onProgress: (sent) => patchMedia(item.key, { sent }),
        });
        patchMedia(item.key, { status: 'done', sent: item.file.size });
      } catch (error) {
        if (aborter.current.signal.aborted) return;
        failed += 1;
        patchMedia(item.key, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    onBusy(false);
    void cache.refresh();
    if (failed === 0) {
      toast.success(INSPIRATION_MESSAGES.adSaved);
      onClose();
    } else {
      toast.error(
        failed === 1
          ? 'One file could not be uploaded. Retry it, or close: the ad keeps what arrived.'
          : `${failed} files could not be uploaded. Retry them, or close: the ad keeps what arrived.`,
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ctaURL = fields.ctaURL.trim();
    const parsed = manualAdSchema.safeParse({
      pageName: fields.pageName,
      body: fields.body,
      title: fields.title.trim() || null,
      ctaText: fields.ctaText.trim() || null,
      ctaURL: ctaURL || null,
      publisherPlatforms: fields.platforms,
    });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'publisherPlatforms' ? 'platforms' : issue.path[0];
        if (typeof key === 'string' && key in EMPTY_FIELDS) next[key as keyof AdFields] ??= issue.message;
      }
    }
    if (ctaURL && !isWebAddress(ctaURL)) next.ctaURL = INSPIRATION_MESSAGES.urlInvalid;
    if (media.length === 0) next.media = INSPIRATION_MESSAGES.assetsRequired;
    setErrors(next);
    if (!parsed.success || Object.values(next).some(Boolean)) return;
    create.mutate(parsed.data, {
      onSuccess: (file) => {
        const to = { workspaceId, folderId: board._id, fileId: file._id };
        began.current = true;
        setTarget(to);
        void sendAll(to, media);
      },
    });
  };

  const sending = target !== null;
  const uploading = media.some((item) => item.status === 'uploading');
  const failed = media.filter((item) => item.status === 'failed');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <TextInput
              label="Page or brand name"
              placeholder="The name the ad ran under"
              required
              data-autofocus
              maxLength={AD_FIELD_MAX}
              value={fields.pageName}
              error={errors.pageName}
              onChange={(event) => set('pageName', event.currentTarget.value)}
            />
            <Textarea
              label="Ad text"
              placeholder="The copy above the image or video"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={AD_TEXT_MAX}
              value={fields.body}
              error={errors.body}
              onChange={(event) => set('body', event.currentTarget.value)}
            />
            <SimpleGrid cols={2} spacing="md">
              <TextInput
                label="Headline"
                placeholder="Optional"
                maxLength={AD_FIELD_MAX}
                value={fields.title}
                error={errors.title}
                onChange={(event) => set('title', event.currentTarget.value)}
              />
              <TextInput
                label="Call to action"
                placeholder="Shop now"
                maxLength={AD_FIELD_MAX}
                value={fields.ctaText}
                error={errors.ctaText}
                onChange={(event) => set('ctaText', event.currentTarget.value)}
              />
            </SimpleGrid>
            <TextInput
              label="Call to action URL"
              placeholder="https://"
              type="url"
              maxLength={AD_URL_MAX}
              value={fields.ctaURL}
              error={errors.ctaURL}
              onChange={(event) => set('ctaURL', event.currentTarget.value)}
            />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="upload-ad-platforms">
                Platforms
              </Text>
              <Chip.Group
                multiple
                value={fields.platforms}
                onChange={(values) =>
                  set(
                    'platforms',
                    DISCOVER_PLATFORMS.filter((platform) => values.includes(platform)),
                  )
                }
              >
                <Group gap="xs" role="group" aria-labelledby="upload-ad-platforms">
                  {DISCOVER_PLATFORMS.map((platform) => {
                    const Icon = PLATFORM_ICONS[platform];
                    return (
                      <Chip key={platform} value={platform} size="sm" icon={<Icon size={14} aria-hidden />}>
                        {DISCOVER_PLATFORM_LABELS[platform]}
                      </Chip>
                    );
                  })}
                </Group>
              </Chip.Group>
            </Stack>
          </Stack>
        </fieldset>

        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Images and videos{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          {!sending && (
            <Dropzone
              className={classes.dropzone}
              onDrop={(files) => {
                const added = addAdMedia(
                  media.map((item) => item.file),
                  files,
                );
                const known = new Set(media.map((item) => item.file));
                setMedia((current) => [
                  ...current,
                  ...added.files
                    .filter((file) => !known.has(file))
                    .map((file) => ({
                      key: `m${++nextKey}`,
                      file,
                      previewUrl: keepPreview(previewOf(file)),
                      status: 'waiting' as const,
                      sent: 0,
                      error: null,
                    })),
                ]);
                setErrors((current) => ({ ...current, media: added.refusal ?? undefined }));
              }}
              onReject={() => setErrors((current) => ({ ...current, media: INSPIRATION_MESSAGES.mediaType }))}
              accept={AD_MEDIA_ACCEPT}
              radius="md"
              p="md"
            >
              <Group gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
                <IconPhotoUp size={30} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
                <div>
                  <Text size="sm" fw={600}>
                    Drop images and videos here, or click to choose
                  </Text>
                  <Text size="xs" c="dimmed">
                    JPG, PNG, GIF, WebP, MP4, MOV or WebM, up to 100 MB each; {INSPIRATION_ASSETS_MAX} at
                    most. Their order is the ad’s.
                  </Text>
                </div>
              </Group>
            </Dropzone>
          )}
          {errors.media && (
            <Text size="sm" c="red.8" role="alert">
              {errors.media}
            </Text>
          )}
          {media.map((item, index) => (
            <div key={item.key} className={classes.fileRow}>
              {item.previewUrl ? (
                <img src={item.previewUrl} alt="" className={classes.filePreview} />
              ) : (
                <span className={classes.filePreviewIcon} aria-hidden>
                  <IconPlayerPlayFilled size={18} />
                </span>
              )}
              <div className={classes.fileText}>
                <Text size="sm" fw={500} truncate title={item.file.name}>
                  {index + 1}. {item.file.name}
                </Text>
                {item.status === 'uploading' ? (
                  <Progress
                    value={item.file.size > 0 ? (item.sent / item.file.size) * 100 : 0}
                    size="sm"
                    mt={6}
                    aria-label={`Uploading ${item.file.name}`}
                  />
                ) : (
                  <Text size="xs" c={item.status === 'failed' ? 'red.8' : 'dimmed'}>
                    {item.status === 'failed'
                      ? item.error
                      : item.status === 'done'
                        ? 'Uploaded'
                        : `${adMediaKindOf(item.file.name) === 'video' ? 'Video' : 'Image'} · ${sizeText(item.file.size)}`}
                  </Text>
                )}
              </div>
              {item.status === 'done' && (
                <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-label="Uploaded" />
              )}
              {item.status === 'failed' && target && (
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  disabled={uploading}
                  onClick={() => void sendAll(target, [item])}
                >
                  Retry
                </Button>
              )}
              {!sending && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${item.file.name}`}
                  onClick={() => {
                    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
                    setMedia((current) => current.filter((candidate) => candidate.key !== item.key));
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </div>
          ))}
        </Stack>
      </Stack>

      <Group justify="space-between" mt="xl" gap="sm">
        <Text size="xs" c="dimmed">
          {failed.length > 0 && !uploading ? (
            <Group gap={4} component="span">
              <IconAlertTriangle size={14} aria-hidden /> The ad is saved; retry what failed or close.
            </Group>
          ) : (
            `Saved to “${board.name}”`
          )}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {sending ? (uploading ? 'Stop and close' : 'Close') : 'Cancel'}
          </Button>
          {!sending && (
            <Button type="submit" loading={create.isPending}>
              Upload ad
            </Button>
          )}
          {sending && uploading && <Button loading>Uploading</Button>}
        </Group>
      </Group>
    </form>
  );
}
