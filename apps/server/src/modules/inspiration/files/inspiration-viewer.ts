import type { Granted } from '../../../platform/http/access/register-access.ts';
import type { ItemViewer } from '../../marks/index.ts';

export { actionsAmong, FILE_ACTIONS, FOLDER_ACTIONS as BOARD_ACTIONS, NOBODY } from '../../marks/index.ts';

/**
 * Who a board or saved-ad DTO is built for: a member, whose favourites and watches it shows and whose
 * actions fill `allowedActions`, or a share-link viewer (`userId` null), who has no marks and only the
 * actions its link allows.
 */
export type InspirationViewer = ItemViewer;

/** The viewer a route's proven caller makes: its actions are those its resource allowed. */
export function inspirationViewerOf(
  proven: Pick<Granted<unknown, unknown>, 'caller' | 'allowedActions'>,
): InspirationViewer {
  return {
    userId: proven.caller.kind === 'member' ? proven.caller.userId : null,
    actions: proven.allowedActions,
  };
}
