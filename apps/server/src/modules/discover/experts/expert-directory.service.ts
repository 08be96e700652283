import {
  EXPERT_BOARD_ADS,
  EXPERT_MESSAGES,
  type ExpertDetail,
  type ExpertListResponse,
} from '@hookline/domain';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { tsQueryOf } from '../../../platform/db/ts-query.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { expertAccounts, findUserById } from '../../users/index.ts';
import { discoverExpertProfiles, type DiscoverExpertProfileRow } from '../tables.ts';
import type { ExpertBoardSource } from './expert-board-source.ts';
import { toExpertDetailDto, toExpertDto } from './expert-dto.ts';

const profile = discoverExpertProfiles;

/** Listed: the account is an expert and the profile is published. */
async function isListed(db: Executor, row: DiscoverExpertProfileRow): Promise<boolean> {
  return row.published && (await findUserById(db, row.userId))?.isExpert === true;
}

/**
 * The words of a directory search in an expert's name or headline, each possibly cut short, written with
 * the very expression of the GIN index `discover_expert_profiles_search_idx`.
 */
function expertMatchesSearch(search: string): SQL | undefined {
  const query = tsQueryOf(search, 'every');
  if (query === undefined) return undefined;
  return sql`to_tsvector('simple', ${profile.firstName} || ' ' || coalesce(${profile.lastName}, '') || ' ' || coalesce(${profile.headline}, '')) @@ to_tsquery('simple', ${query})`;
}

/** By name, whatever its case, then id: the order of `discover_expert_profiles_name_idx`. */
const byName = [sql`lower(${profile.firstName} || ' ' || coalesce(${profile.lastName}, ''))`, profile.userId];

/** `GET experts`: the listed experts, by name, searched by name and headline, a page at a time. */
export async function listExperts(
  db: Executor,
  input: { query: string; page: number; limit: number },
): Promise<ExpertListResponse> {
  // The users area holds who is an expert; they are few (an operator grants each), so their ids go into the
  // query, which keeps its order and pages.
  const expertIds = (await expertAccounts(db)).map((account) => account.id);
  if (expertIds.length === 0) return { data: [], total: 0 };
  const where = and(
    inArray(profile.userId, expertIds),
    eq(profile.published, true),
    expertMatchesSearch(input.query),
  );
  const [counted] = await db.select({ total: count() }).from(profile).where(where);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { data: [], total };
  const rows = await db
    .select()
    .from(profile)
    .where(where)
    .orderBy(...byName)
    .limit(input.limit)
    .offset(offset);
  return { data: rows.map(toExpertDto), total };
}

/**
 * `GET experts/{expertId}`: a listed expert's page, with their public board (its newest saved ads) while
 * it is still theirs to show. Its owner also sees it while it is not listed, to look at it before
 * publishing; anyone else gets 404.
 */
export async function expertDetail(
  deps: { db: Executor; expertBoards: ExpertBoardSource },
  input: { expertId: string; callerId: string },
): Promise<ExpertDetail> {
  const { db } = deps;
  if (!isUuid(input.expertId)) throw notFound(EXPERT_MESSAGES.expertNotFound);
  const [row] = await db.select().from(profile).where(eq(profile.userId, input.expertId)).limit(1);
  // Its owner sees it before it is listed.
  if (!row || (row.userId !== input.callerId && !(await isListed(db, row)))) {
    throw notFound(EXPERT_MESSAGES.expertNotFound);
  }
  const board =
    row.inspirationFolderId === null
      ? null
      : await deps.expertBoards.publicBoard(db, {
          userId: row.userId,
          boardId: row.inspirationFolderId,
          limit: EXPERT_BOARD_ADS,
        });
  return toExpertDetailDto(row, board);
}
