import {
  TEMPLATE_RENDER_SIZES,
  defaultMessageForStatus,
  type Template,
  type TemplateRenderResponse,
  type TemplateRenderSize,
  type TemplateSlot,
  type ThemeSettings,
} from '@hookline/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  ColorInput,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconRocket, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';
import { planLimitMessage } from '../../../api/plan-limit-error.ts';
import { templatesApi } from '../../../api/templates-api.ts';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { templatesPaths } from '../templates-paths.ts';
import { CreativeHubImagePicker } from './CreativeHubImagePicker.tsx';
import { FolderSelect } from './FolderSelect.tsx';
import {
  brandColours,
  coloursOf,
  fieldsOf,
  initialValues,
  templateColours,
  validate,
  type MakeItYoursValues,
  type SlotImage,
} from './make-it-yours-form.ts';
import classes from './MakeItYours.module.css';
import { useLivePreview } from './use-live-preview.ts';
import { useSlotUpload } from './use-slot-upload.ts';
import { TEMPLATE_UPGRADE_TEXT } from './use-template-use.ts';

const SIZE_LABELS: Readonly<Record<TemplateRenderSize, string>> = {
  '4:5': '4:5 feed',
  '9:16': '9:16 story',
  '1:1': '1:1 square',
};
const LONG_TEXT_ROLES = new Set(['body', 'quote']);

interface MakeItYoursProps {
  template: Template;
  workspaceId: string;
  rootFolderId: string;
  /** The organisation's colours, when it has a theme. */
  theme: ThemeSettings | undefined;
  /** Whether the caller may upload to the Creative Hub. */
  canUpload: boolean;
}

/** A link that moves within the app from a toast, which sits outside the router. */
function ToastLink({
  to,
  children,
  navigate,
}: {
  to: string;
  children: string;
  navigate: (to: string) => void;
}) {
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={follow} size="sm">
      {children}
    </Anchor>
  );
}

/**
 * "Make it yours": the template's slots filled with the brand's words, colours, logo and product image,
 * a live preview, then the chosen sizes rendered as PNGs into a Creative Hub folder
 * (`POST templates/{id}/render`), ready for the Ad Launcher.
 */
export function MakeItYours({ template, workspaceId, rootFolderId, theme, canUpload }: MakeItYoursProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MakeItYoursValues>(() => initialValues(template, theme));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [previewSize, setPreviewSize] = useState<TemplateRenderSize>('4:5');
  const [picking, setPicking] = useState<TemplateSlot | null>(null);
  const [result, setResult] = useState<{ folderId: string; answer: TemplateRenderResponse } | null>(null);

  const change = (patch: (current: MakeItYoursValues) => MakeItYoursValues) => {
    setValues(patch);
    setResult(null);
  };
  const setImage = useCallback((slotKey: string, image: SlotImage) => {
    setValues((current) => ({ ...current, images: { ...current.images, [slotKey]: image } }));
    setResult(null);
  }, []);
  const uploads = useSlotUpload(workspaceId, setImage);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // Opened by its button: the form's heading takes the focus, so keyboard and screen reader users land in it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const preview = useLivePreview(template._id, {
    workspaceId,
    fields: fieldsOf(values),
    colours: coloursOf(values),
    size: previewSize,
  });

  const render = useMutation({
    mutationFn: (body: Parameters<typeof templatesApi.render>[1]) => templatesApi.render(template._id, body),
    onSuccess: (answer, body) => {
      setResult({ folderId: body.folderId, answer });
      void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.items(workspaceId, body.folderId) });
      toast.success(
        <Stack gap={4}>
          <Text size="sm">{answer.message}</Text>
          <Group gap="sm">
            {answer.files.map((file) => (
              <ToastLink
                key={file._id}
                to={templatesPaths.creativeHubFile(workspaceId, file._id)}
                navigate={navigate}
              >
                {file.name}
              </ToastLink>
            ))}
          </Group>
          <ToastLink
            to={templatesPaths.adLauncher(
              workspaceId,
              answer.files.map((file) => file._id),
            )}
            navigate={navigate}
          >
            Launch as an ad
          </ToastLink>
        </Stack>,
        { autoClose: 12_000 },
      );
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit !== null) return setLimitMessage(limit);
      if (isApiError(error) && error.canceled) return;
      setRefusal(isApiError(error) ? error.message : defaultMessageForStatus(0));
    },
  });

  const submit = () => {
    setRefusal(null);
    const found = validate(template, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.folderId) return;
    render.mutate({
      workspaceId,
      folderId: values.folderId,
      fields: fieldsOf(values),
      colours: coloursOf(values),
      sizes: TEMPLATE_RENDER_SIZES.filter((size) => values.sizes.includes(size)),
    });
  };

  const textSlots = template.slots.filter((slot) => slot.kind === 'text');
  const colourSlots = template.slots.filter((slot) => slot.kind === 'colour');
  const imageSlots = template.slots.filter((slot) => slot.kind === 'image');
  const uploadFolder = values.folderId ?? rootFolderId;

  return (
    <section aria-labelledby="make-it-yours" className={classes.section}>
      <Title order={2} fz={20} id="make-it-yours" ref={heading} tabIndex={-1}>
        Make it yours
      </Title>
      <div className={classes.layout}>
        <form
          className={classes.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {textSlots.length > 0 && (
            <fieldset className={classes.group}>
              <legend className={classes.legend}>Words</legend>
              <Stack gap="sm">
                {textSlots.map((slot) => {
                  const value = values.texts[slot.key] ?? '';
                  const Field = LONG_TEXT_ROLES.has(slot.role) ? Textarea : TextInput;
                  return (
                    <Field
                      key={slot.key}
                      label={slot.label}
                      value={value}
                      rows={LONG_TEXT_ROLES.has(slot.role) ? 3 : undefined}
                      description={
                        slot.maxLength === null
                          ? undefined
                          : `${value.length} of ${slot.maxLength} characters`
                      }
                      error={errors[slot.key]}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        change((current) => ({ ...current, texts: { ...current.texts, [slot.key]: text } }));
                      }}
                    />
                  );
                })}
              </Stack>
            </fieldset>
          )}

          {colourSlots.length > 0 && (
            <fieldset className={classes.group}>
              <legend className={classes.legend}>Colours</legend>
              <Stack gap="sm">
                <Group gap="xs">
                  {theme && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() =>
                        change((current) => ({ ...current, colours: brandColours(template, theme) }))
                      }
                    >
                      Use your brand colours
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => change((current) => ({ ...current, colours: templateColours(template) }))}
                  >
                    Use the template’s colours
                  </Button>
                </Group>
                <div className={classes.colours}>
                  {colourSlots.map((slot) => (
                    <ColorInput
                      key={slot.key}
                      label={slot.label}
                      format="hex"
                      value={values.colours[slot.key] ?? ''}
                      error={errors[slot.key]}
                      onChange={(colour) =>
                        change((current) => ({
                          ...current,
                          colours: { ...current.colours, [slot.key]: colour },
                        }))
                      }
                      withEyeDropper={false}
                    />
                  ))}
                </div>
              </Stack>
            </fieldset>
          )}

          {imageSlots.length > 0 && (
            <fieldset className={classes.group}>
              <legend className={classes.legend}>Images</legend>
              <Stack gap="md">
                {imageSlots.map((slot) => {
                  const image = values.images[slot.key];
                  const thumb = safeImageUrl(image?.thumbnailURL ?? null);
                  const failure = uploads.failure(slot.key);
                  return (
                    <div key={slot.key} className={classes.imageSlot} role="group" aria-label={slot.label}>
                      <span className={classes.imageThumb}>
                        {thumb ? <img src={thumb} alt="" /> : <IconPhoto size={22} aria-hidden />}
                      </span>
                      <Stack gap={4} className={classes.imageText}>
                        <Text size="sm" fw={600}>
                          {slot.label}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {uploads.uploading(slot.key)
                            ? 'Uploading to the Creative Hub…'
                            : (image?.name ?? 'The template’s sample image')}
                        </Text>
                        {failure && (
                          <Text size="xs" c="red.8" role="alert">
                            {failure}
                          </Text>
                        )}
                        <Group gap="xs">
                          <Button size="compact-sm" variant="default" onClick={() => setPicking(slot)}>
                            Choose from the Creative Hub
                          </Button>
                          {canUpload && (
                            <FileButton
                              accept="image/png,image/jpeg,image/webp"
                              onChange={(file) => file && uploads.upload(slot.key, file, uploadFolder)}
                            >
                              {(props) => (
                                <Button
                                  {...props}
                                  size="compact-sm"
                                  variant="subtle"
                                  leftSection={<IconUpload size={14} aria-hidden />}
                                  loading={uploads.uploading(slot.key)}
                                >
                                  Upload
                                </Button>
                              )}
                            </FileButton>
                          )}
                          {image && (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="gray"
                              onClick={() =>
                                change(({ images: { [slot.key]: _removed, ...images }, ...rest }) => ({
                                  ...rest,
                                  images,
                                }))
                              }
                            >
                              Use the sample
                            </Button>
                          )}
                        </Group>
                      </Stack>
                    </div>
                  );
                })}
              </Stack>
            </fieldset>
          )}

          <fieldset className={classes.group}>
            <legend className={classes.legend}>Sizes and folder</legend>
            <Stack gap="sm">
              <Checkbox.Group
                label="Sizes"
                value={values.sizes}
                onChange={(sizes) => change((current) => ({ ...current, sizes: sizes }))}
                error={errors.sizes}
              >
                <Group gap="md" mt={6}>
                  {TEMPLATE_RENDER_SIZES.map((size) => (
                    <Checkbox key={size} value={size} label={SIZE_LABELS[size]} />
                  ))}
                </Group>
              </Checkbox.Group>
              <FolderSelect
                workspaceId={workspaceId}
                value={values.folderId}
                error={errors.folderId}
                onChange={(folderId) => change((current) => ({ ...current, folderId }))}
              />
            </Stack>
          </fieldset>

          {refusal && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {refusal}
            </Alert>
          )}

          <Group gap="sm">
            <Button type="submit" loading={render.isPending}>
              {values.sizes.length === 1 ? 'Make the image' : `Make ${values.sizes.length || 'the'} images`}
            </Button>
          </Group>

          {result && (
            <Alert color="teal" variant="light" title={result.answer.message} role="status">
              <Stack gap={6}>
                <Group gap="sm">
                  {result.answer.files.map((file) => (
                    <Anchor
                      key={file._id}
                      component={Link}
                      to={templatesPaths.creativeHubFile(workspaceId, file._id)}
                      size="sm"
                    >
                      {file.name} ({file.resolution})
                    </Anchor>
                  ))}
                </Group>
                <Group gap="sm">
                  <Anchor
                    component={Link}
                    to={templatesPaths.creativeHubFolder(workspaceId, result.folderId)}
                    size="sm"
                  >
                    Open the folder
                  </Anchor>
                  <Button
                    component={Link}
                    to={templatesPaths.adLauncher(
                      workspaceId,
                      result.answer.files.map((file) => file._id),
                    )}
                    size="compact-sm"
                    leftSection={<IconRocket size={14} aria-hidden />}
                  >
                    Launch as an ad
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  In the Ad Launcher, choose an ad account: its launch wizard starts with these files picked.
                </Text>
              </Stack>
            </Alert>
          )}
        </form>

        <div className={classes.previewColumn}>
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm" id="live-preview">
              Live preview
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="Preview size"
              data={TEMPLATE_RENDER_SIZES.map((size) => ({ value: size, label: size }))}
              value={previewSize}
              onChange={(size) => setPreviewSize(size)}
            />
          </Group>
          <div className={classes.previewFrame} aria-busy={preview.loading || undefined}>
            {preview.url ? (
              <img
                src={preview.url}
                alt={`Preview of ${template.name} with your changes, ${previewSize}`}
                className={classes.previewImage}
                data-stale={preview.loading || undefined}
              />
            ) : (
              !preview.error && (
                <Text size="sm" c="dimmed">
                  Drawing the preview…
                </Text>
              )
            )}
            {preview.loading && (
              <span className={classes.previewLoader} role="status" aria-label="Updating the preview">
                <Loader size="sm" aria-hidden />
              </span>
            )}
          </div>
          {preview.error && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              The preview could not be drawn: {preview.error}
            </Text>
          )}
        </div>
      </div>

      <CreativeHubImagePicker
        opened={picking !== null}
        slotLabel={picking?.label ?? 'image'}
        workspaceId={workspaceId}
        rootFolderId={rootFolderId}
        onClose={() => setPicking(null)}
        onChoose={(image) => picking && setImage(picking.key, image)}
      />
      <LimitReachedDialog
        limit={limitMessage === null ? null : { message: limitMessage, upgradeText: TEMPLATE_UPGRADE_TEXT }}
        onClose={() => setLimitMessage(null)}
      />
    </section>
  );
}
