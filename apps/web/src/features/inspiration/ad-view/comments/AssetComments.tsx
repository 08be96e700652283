import type { DiscussionStatusFilter, InspirationDiscussion } from '@hookline/domain';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import { CommentThread } from '../../../../ui/discussion/CommentThread.tsx';
import { DiscussionPanel } from '../../../../ui/discussion/DiscussionPanel.tsx';
import classes from '../../../../ui/discussion/discussion.module.css';
import type { ViewerName } from '../../../../ui/discussion/use-new-comment.ts';
import { AssetCommentComposer } from './AssetCommentComposer.tsx';
import { shownDiscussions } from './discussion-changes.ts';
import type { DiscussionActions } from './use-asset-discussions.ts';

const EMPTY_TEXT: Record<DiscussionStatusFilter, string> = {
  all: 'No comments on this asset yet.',
  open: 'No open comments: everything on this asset is resolved.',
  resolved: 'No resolved comments yet.',
};

interface AssetCommentsProps {
  /** The asset shown, as people read it: "asset 2 of 3", "the image". */
  assetLabel: string;
  query: UseQueryResult<InspirationDiscussion[]>;
  actions: DiscussionActions;
  members: readonly Mentionable[];
  /** On a share link's page: the name the viewer comments under. */
  viewerName?: ViewerName;
  /** Said in place of the box when the caller may read but not write. */
  readOnlyNote?: string;
  /** Where an unsent comment is kept until it is sent (the ad and its asset). */
  draftKey?: string;
}

/** The comments of the asset shown, filtered by status, and the box for a new one. */
export function AssetComments({
  assetLabel,
  query,
  actions,
  members,
  viewerName,
  readOnlyNote,
  draftKey,
}: AssetCommentsProps) {
  return (
    <DiscussionPanel
      query={query}
      shown={(filter) => shownDiscussions(query.data ?? [], filter)}
      renderItem={(discussion, index) => (
        <CommentThread
          key={discussion._id}
          discussion={discussion}
          number={index + 1}
          actions={actions}
          members={members}
          canReply={actions.can.reply}
        />
      )}
      emptyText={EMPTY_TEXT}
      firstCommentHint={
        actions.can.create && 'Say what works in it, or @mention a teammate to get their eyes on it.'
      }
      listLabel={`Comments on ${assetLabel}`}
      tourStep="comments"
      footer={
        actions.can.create ? (
          <AssetCommentComposer
            assetLabel={assetLabel}
            members={members}
            onSend={actions.add}
            viewerName={viewerName}
            draftKey={draftKey}
          />
        ) : (
          readOnlyNote && (
            <Text size="xs" c="gray.7" className={classes.composer}>
              {readOnlyNote}
            </Text>
          )
        )
      }
    />
  );
}
