import {
  TEMPLATE_ORIENTATION_LABELS,
  type Template,
  type TemplateOrientation,
  type TemplateSlotKind,
} from '@hookline/domain';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { FavouriteToggle } from '../list/FavouriteToggle.tsx';
import type { TemplatesContext } from '../shared/TemplatesArea.tsx';
import { seasonLabel, SOURCE_LABELS, templateFacts } from '../template-labels.ts';
import { FillInCanva } from './FillInCanva.tsx';
import { MakeItYours } from './MakeItYours.tsx';
import classes from './TemplateView.module.css';
import { TEMPLATE_UPGRADE_TEXT, useTemplateUse } from './use-template-use.ts';

const KIND_LABELS: Readonly<Record<TemplateSlotKind, string>> = {
  text: 'Text',
  image: 'Image',
  colour: 'Colour',
};

/** A design link worth opening: Figma's or Canva's, over https. */
function designLinkOf(template: Template): string | null {
  if (template.source === 'hookline' || !template.designURL) return null;
  try {
    return new URL(template.designURL).protocol === 'https:' ? template.designURL : null;
  } catch {
    return null;
  }
}

/** A template: its large preview in either orientation, its slots, its design link and "Make it yours". */
export function TemplateView({ template, context }: { template: Template; context: TemplatesContext }) {
  const { workspace, org, canUse } = context;
  const orientations = template.previews.map((preview) => preview.orientation);
  const [orientation, setOrientation] = useState<TemplateOrientation>(
    orientations.includes(template.orientation) ? template.orientation : (orientations[0] ?? 'portrait'),
  );
  const [making, setMaking] = useState(false);
  const { use, limitMessage, closeLimitDialog } = useTemplateUse(template._id, workspace._id, org?._id);
  const preview = template.previews.find((candidate) => candidate.orientation === orientation);
  const src = safeImageUrl(preview?.url ?? null);
  const designLink = designLinkOf(template);
  const facts = templateFacts(template);
  const season = seasonLabel(template);
  const canUpload = workspace.allowedActions.includes('file.upload');

  const startMaking = () => {
    use.mutateAsync().then(
      () => setMaking(true),
      () => undefined,
    );
  };

  /**
   * The design opens in a tab made at once (a tab opened after the call would be blocked as a pop-up); it is
   * sent to the design once the use is counted, and closed when the plan refuses it.
   */
  const openDesign = () => {
    if (!designLink) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    use.mutateAsync().then(
      (answer) => {
        const url = answer.designURL ?? designLink;
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      () => tab?.close(),
    );
  };

  return (
    <div className={classes.page}>
      <div className={classes.top}>
        <div className={classes.previewColumn}>
          {orientations.length > 1 && (
            <SegmentedControl
              mb="sm"
              aria-label="Preview orientation"
              data={orientations.map((value) => ({ value, label: TEMPLATE_ORIENTATION_LABELS[value] }))}
              value={orientation}
              onChange={(value) => setOrientation(value)}
            />
          )}
          <div
            className={classes.preview}
            style={{ aspectRatio: preview ? `${preview.width} / ${preview.height}` : '4 / 5' }}
          >
            {src && (
              <img
                src={src}
                alt={`${template.name}, ${TEMPLATE_ORIENTATION_LABELS[orientation].toLowerCase()} preview`}
                className={classes.previewImage}
              />
            )}
          </div>
        </div>

        <Stack gap="md" className={classes.info}>
          <Stack gap={6}>
            <Group gap="xs">
              {season && (
                <Badge variant="light" color="red">
                  {season}
                </Badge>
              )}
              <Badge variant="light" color="gray">
                {SOURCE_LABELS[template.source]}
              </Badge>
              {template.isSaved && (
                <Badge variant="light" color="teal">
                  Previously used
                </Badge>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
              <Title order={1} fz={28} className={classes.name}>
                {template.name}
              </Title>
              {canUse && <FavouriteToggle template={template} workspaceId={workspace._id} variant="plain" />}
            </Group>
            {facts && (
              <Text size="sm" c="dimmed">
                {facts}
              </Text>
            )}
          </Stack>

          <Group gap="sm">
            {canUse && (
              <Button
                leftSection={<IconWand size={16} aria-hidden />}
                onClick={startMaking}
                loading={use.isPending && !making}
                disabled={making}
              >
                Make it yours
              </Button>
            )}
            {canUse && designLink && (
              <Button
                variant="default"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                onClick={openDesign}
              >
                Open in {SOURCE_LABELS[template.source]}
                <NewTabNote />
              </Button>
            )}
            {canUse && template.source === 'canva' && (
              <FillInCanva template={template} workspaceId={workspace._id} orgId={org?._id} />
            )}
          </Group>
          {!canUse && (
            <Text size="sm" c="dimmed">
              Guests can browse the library; a member of the workspace makes templates into ads.
            </Text>
          )}

          <section aria-labelledby="template-slots">
            <Title order={2} fz={16} id="template-slots" mb="xs">
              What you fill in
            </Title>
            {template.slots.length === 0 ? (
              <Text size="sm" c="dimmed">
                This design has no slots to fill: open it in {SOURCE_LABELS[template.source]} to edit it.
              </Text>
            ) : (
              <ul className={classes.slots}>
                {template.slots.map((slot) => (
                  <li key={slot.key} className={classes.slot}>
                    <Text size="sm" fw={500}>
                      {slot.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {KIND_LABELS[slot.kind]}
                      {slot.maxLength !== null ? `, up to ${slot.maxLength} characters` : ''}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Stack>
      </div>

      {making && (
        <MakeItYours
          template={template}
          workspaceId={workspace._id}
          rootFolderId={workspace.rootFolderId}
          theme={org?.theme_settings}
          canUpload={canUpload}
        />
      )}
      <LimitReachedDialog
        limit={limitMessage === null ? null : { message: limitMessage, upgradeText: TEMPLATE_UPGRADE_TEXT }}
        onClose={closeLimitDialog}
      />
    </div>
  );
}
