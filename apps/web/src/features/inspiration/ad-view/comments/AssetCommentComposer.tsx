import { Text } from '@mantine/core';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import { NewCommentBox } from '../../../../ui/discussion/NewCommentBox.tsx';
import { useNewComment, type ViewerName } from '../../../../ui/discussion/use-new-comment.ts';

interface AssetCommentComposerProps {
  /** Which asset the comment goes on, as the box's label says ("Comment on asset 2"). */
  assetLabel: string;
  members: readonly Mentionable[];
  onSend: (content: string) => Promise<boolean>;
  viewerName?: ViewerName;
  /** Where the unsent draft is kept (the ad and its asset), so that closing the viewer keeps it. */
  draftKey?: string;
}

/**
 * The new-comment box of the asset shown: words with @mentions of the workspace's members, sent with
 * Ctrl+Enter or Send. On a share link's page it asks the viewer's name first.
 */
export function AssetCommentComposer({
  assetLabel,
  members,
  onSend,
  viewerName,
  draftKey,
}: AssetCommentComposerProps) {
  const comment = useNewComment({ draftKey, viewerName });
  return (
    <NewCommentBox
      comment={comment}
      label={`Comment on ${assetLabel}`}
      members={members}
      onSend={() => void comment.send(onSend)}
      nameAutoComplete="name"
      besideSend={
        <Text size="xs" c="gray.7">
          Ctrl + Enter to send
        </Text>
      }
    />
  );
}
