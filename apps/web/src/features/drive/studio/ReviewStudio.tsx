import type { DriveFile, DriveVersion } from '@hookline/domain';
import { Badge, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ViewerName } from '../../../ui/discussion/use-new-comment.ts';
import { CommentsPanel } from './comments/CommentsPanel.tsx';
import type { DiscussionSource } from './comments/discussion-source.ts';
import type { Mentionable } from '../../../ui/comments/mentionable.ts';
import { useDiscussionActions, useDiscussions } from './comments/use-discussions.ts';
import { StudioReviewContext } from './studio-context.ts';
import classes from './studio.module.css';
import { useStudioKeys } from './use-studio-keys.ts';
import { useStudioReviewState } from './use-studio-review.ts';
import { CompareStage } from './viewer/CompareStage.tsx';
import { MediaStage } from './viewer/MediaStage.tsx';
import { VersionsPanel, type VersionManagement } from './versions/VersionsPanel.tsx';

/** The version a studio shows: the one asked for when the file has it, else the current one, else the newest. */
export function shownVersionOf(file: DriveFile, wanted: string | null | undefined): DriveVersion | undefined {
  return (
    file.versions.find((version) => version.versionId === wanted) ??
    file.versions.find((version) => version.isActive) ??
    [...file.versions].sort((a, b) => b.number - a.number)[0]
  );
}

export interface ReviewStudioProps {
  file: DriveFile;
  version: DriveVersion;
  onShowVersion: (versionId: string) => void;
  /** The header above the viewer (the page's own: a member's, or a share link's read-only one). */
  header: ReactNode;
  discussionSource: DiscussionSource;
  initialCommentId?: string | null;
  members: readonly Mentionable[];
  uploaderName: (userId: string | null) => string;
  canWrite: boolean;
  canReply: boolean;
  viewerName?: ViewerName;
  /** The versions list (on a share link, only when it gives access to versions). */
  showVersions: boolean;
  versionManagement?: VersionManagement;
  /** The Details tab (members only). */
  details?: ReactNode;
  onEscape?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

type PanelTab = 'comments' | 'versions' | 'details';

/**
 * The file studio's body, for a member and for a share link's viewer alike: the viewer (or two versions side
 * by side), and the panel of comments, versions and details.
 */
export function ReviewStudio(props: ReviewStudioProps) {
  const { file, version } = props;
  const kind = version.kind;
  const discussions = useDiscussions(props.discussionSource);
  const actions = useDiscussionActions(props.discussionSource, version.versionId);
  const review = useStudioReviewState({
    kind,
    frameRate: version.frameRate,
    discussions: discussions.data,
    versionId: version.versionId,
    initialSelectedId: props.initialCommentId,
  });
  const [tab, setTab] = useState<PanelTab>('comments');
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const compared = comparing
    ? picked
        .map((id) => file.versions.find((candidate) => candidate.versionId === id))
        .filter((candidate): candidate is DriveVersion => candidate !== undefined)
    : [];
  const showCompare = compared.length === 2;

  useStudioKeys({
    onTogglePlay: kind === 'video' && !showCompare ? () => review.clock.toggle() : undefined,
    onStep:
      kind === 'video' && !showCompare
        ? (frames) => review.clock.step(frames, review.frameRate.fps)
        : undefined,
    onPrevious: props.onPrevious,
    onNext: props.onNext,
    onEscape: () => {
      if (review.tool || review.draft) {
        review.setTool(null);
        review.setDraft(null);
      } else if (showCompare) setComparing(false);
      else if (review.selectedId) review.select(null);
      else props.onEscape?.();
    },
  });

  const openCount = review.discussions.filter((item) => item.discussion.status === 'open').length;
  return (
    <StudioReviewContext.Provider value={review}>
      <div className={classes.studio}>
        {props.header}
        <div className={classes.body}>
          <section className={classes.stage} aria-label="Viewer">
            {showCompare ? (
              <CompareStage
                fileName={file.name}
                versions={[compared[0] as DriveVersion, compared[1] as DriveVersion]}
                frameRate={review.frameRate}
                onExit={() => setComparing(false)}
              />
            ) : (
              <MediaStage key={version.versionId} version={version} fileName={file.name} />
            )}
          </section>
          <aside className={classes.side} aria-label="Review">
            <Tabs
              value={tab}
              onChange={(value) => setTab((value as PanelTab | null) ?? 'comments')}
              className={classes.tabs}
            >
              <Tabs.List grow>
                <Tabs.Tab
                  value="comments"
                  rightSection={
                    openCount > 0 ? (
                      <Badge size="xs" variant="filled" circle aria-label={`${openCount} open`}>
                        {openCount}
                      </Badge>
                    ) : undefined
                  }
                >
                  Comments
                </Tabs.Tab>
                {props.showVersions && (
                  <Tabs.Tab
                    value="versions"
                    data-tour="versions"
                    rightSection={
                      <Badge size="xs" variant="light" color="gray" circle>
                        {file.versions.length}
                      </Badge>
                    }
                  >
                    Versions
                  </Tabs.Tab>
                )}
                {props.details && <Tabs.Tab value="details">Details</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="comments" className={classes.tabPanel}>
                <CommentsPanel
                  query={discussions}
                  actions={actions}
                  members={props.members}
                  canWrite={props.canWrite && actions.can.create}
                  canReply={props.canReply && actions.can.reply}
                  viewerName={props.viewerName}
                />
              </Tabs.Panel>
              {props.showVersions && (
                <Tabs.Panel value="versions" className={classes.tabPanel}>
                  <VersionsPanel
                    file={file}
                    shownVersionId={version.versionId}
                    onShow={(versionId) => {
                      setComparing(false);
                      props.onShowVersion(versionId);
                    }}
                    uploaderName={props.uploaderName}
                    compare={{
                      picked,
                      onToggle: (versionId) =>
                        setPicked((current) =>
                          current.includes(versionId)
                            ? current.filter((id) => id !== versionId)
                            : [...current, versionId].slice(-2),
                        ),
                      onCompare: () => setComparing(true),
                    }}
                    manage={props.versionManagement}
                  />
                </Tabs.Panel>
              )}
              {props.details && (
                <Tabs.Panel value="details" className={classes.tabPanel}>
                  {props.details}
                </Tabs.Panel>
              )}
            </Tabs>
          </aside>
        </div>
      </div>
    </StudioReviewContext.Provider>
  );
}
