import { useParams } from 'react-router';
import { InspirationArea } from '../area/InspirationArea.tsx';
import { BoardView } from './BoardView.tsx';

/** `inspirations/:workspaceId/:folderId?`: a board of Inspiration, the workspace's boards when none is named. */
export function BoardPage() {
  const { folderId } = useParams();
  return (
    <InspirationArea currentBoardId={(workspace) => folderId ?? workspace._id}>
      {(context) => (
        <BoardView
          key={folderId ?? context.workspace._id}
          {...context}
          boardId={folderId ?? context.workspace._id}
        />
      )}
    </InspirationArea>
  );
}
