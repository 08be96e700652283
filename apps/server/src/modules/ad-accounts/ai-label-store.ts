import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { adAccounts, ads, type AdRow, type AiGroupingStatus, type AiLabels } from './tables.ts';

/** Who labelled an account's ads last: the AI provider, or the keyword classifier. */
export type AiLabelSource = 'ai' | 'heuristic';

/** What labelling reads of an ad: its words and the shape of its creative. */
export type LabellableAd = Pick<
  AdRow,
  'id' | 'name' | 'copy' | 'headline' | 'landingPage' | 'creativeType' | 'cards' | 'assets'
>;

/** How many ads an account holds, and how many of them carry labels. */
export async function adLabelCounts(
  db: Executor,
  adAccountId: string,
): Promise<{ total: number; labelled: number }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, labelled: sql<number>`count(${ads.aiLabels})::int` })
    .from(ads)
    .where(eq(ads.adAccountId, adAccountId));
  return { total: row?.total ?? 0, labelled: row?.labelled ?? 0 };
}

/** Where an account's labelling stands as stored, and by what it was done. */
export async function aiGroupingStateOf(
  db: Executor,
  adAccountId: string,
): Promise<{ orgId: string; status: AiGroupingStatus; source: AiLabelSource | null } | undefined> {
  const [state] = await db
    .select({
      orgId: adAccounts.orgId,
      status: adAccounts.aiGroupingStatus,
      source: adAccounts.aiGroupingSource,
    })
    .from(adAccounts)
    .where(eq(adAccounts.id, adAccountId))
    .limit(1);
  return state;
}

export async function setAiGroupingState(
  db: Executor,
  adAccountId: string,
  change: { status: AiGroupingStatus; source?: AiLabelSource | null },
): Promise<void> {
  await db
    .update(adAccounts)
    .set({
      aiGroupingStatus: change.status,
      ...(change.source !== undefined && { aiGroupingSource: change.source }),
    })
    .where(eq(adAccounts.id, adAccountId));
}

/** The account's ads to label, in a stable order: those without labels, or every ad when `all`. */
export async function adsToLabel(db: Executor, adAccountId: string, all: boolean): Promise<LabellableAd[]> {
  return db
    .select({
      id: ads.id,
      name: ads.name,
      copy: ads.copy,
      headline: ads.headline,
      landingPage: ads.landingPage,
      creativeType: ads.creativeType,
      cards: ads.cards,
      assets: ads.assets,
    })
    .from(ads)
    .where(and(eq(ads.adAccountId, adAccountId), all ? undefined : isNull(ads.aiLabels)))
    .orderBy(asc(ads.id));
}

/** Stores labels on the account's ads in one statement; an id of another account changes nothing. */
export async function storeAdLabels(
  db: Executor,
  adAccountId: string,
  labelled: ReadonlyArray<{ id: string; labels: AiLabels }>,
): Promise<void> {
  if (labelled.length === 0) return;
  const rows = labelled.map(({ id, labels }) => sql`(${id}::uuid, ${JSON.stringify(labels)}::jsonb)`);
  await db.execute(sql`
    update ${ads} set ai_labels = labelled.labels, ai_labelled_at = now()
    from (values ${sql.join(rows, sql`, `)}) as labelled(id, labels)
    where ${ads.id} = labelled.id and ${ads.adAccountId} = ${adAccountId}`);
}
