import { Text } from '@mantine/core';
import { commentSegments } from './mention-text.ts';

/** A comment's words, its mentions shown as highlighted `@Name`, its line breaks kept. */
export function CommentText({ content, dimmed = false }: { content: string; dimmed?: boolean }) {
  return (
    <Text
      size="sm"
      c={dimmed ? 'gray.7' : undefined}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {commentSegments(content).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <Text key={index} span fw={600} c="hookline.8" data-mention={segment.userId}>
            @{segment.name}
          </Text>
        ),
      )}
    </Text>
  );
}
