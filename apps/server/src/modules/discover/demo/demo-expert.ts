import { expertProfileBody, type ExpertProfileBody } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { updateUserFields } from '../../users/index.ts';
import { replaceExpertImage } from '../experts/expert-image.service.ts';
import { findExpertProfileRow, saveOwnExpertProfile } from '../experts/expert-profile.service.ts';

/**
 * For the demo seed: makes the account an expert with the profile and the picture (made only when needed),
 * unless it has a profile already: then it is left as it is, so that what the expert changed, or an
 * operator's revoke, stays. Whether it made one.
 */
export async function makeDemoExpert(
  context: AppContext,
  input: { userId: string; profile: ExpertProfileBody; picture: () => Promise<Buffer> },
): Promise<boolean> {
  const { db } = context.database;
  if (await findExpertProfileRow(db, input.userId)) return false;
  await updateUserFields(db, input.userId, { isExpert: true });
  await saveOwnExpertProfile(
    { db, expertBoards: context.expertBoards },
    { userId: input.userId, profile: expertProfileBody.parse(input.profile) },
  );
  await replaceExpertImage(context, { userId: input.userId, readUpload: input.picture });
  return true;
}
