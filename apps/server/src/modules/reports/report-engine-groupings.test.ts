import { REPORT_QUERY_MESSAGES, type AiGroupingAttribute } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../composition/tables.ts';
import { bearer } from '../../test/factories.ts';
import {
  adIdsOf,
  closeTo,
  expectedSums,
  openReportFixture,
  resultOf,
  type ReportFixture,
  type ReportLine,
} from '../../test/report-engine-fixture.ts';
import { ads } from '../ad-accounts/tables.ts';

const NOT_AVAILABLE = REPORT_QUERY_MESSAGES.groupByNotAvailable;
const errorOf = (response: LightMyRequestResponse) => response.json<{ message: string; code: string }>();

/** Each line's label with its ads and its spend, for comparing a whole report at once. */
const linesOf = (data: ReportLine[]) =>
  Object.fromEntries(
    data.map((line) => [line.groupLabel, { ads: adIdsOf(line), spend: line.insights.spend }]),
  );
const line = (adIds: string[]) => ({ ads: adIds, spend: closeTo(expectedSums(adIds).spend!) });

describe('POST reports/query groupings', () => {
  let fixture: ReportFixture;

  beforeAll(async () => {
    fixture = await openReportFixture();
  });
  afterAll(() => fixture.t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    fixture.t.app.inject({
      method,
      url: `/reports/api/v1${url}`,
      headers: bearer(fixture.team.admin.token),
      payload,
    });
  const query = (payload: Record<string, unknown>) => fixture.query(payload);

  it('groups by creative tag: an ad once per tag, untagged ads nowhere, totals count each ad once', async () => {
    const { team, metaAccountId } = fixture;
    const stored = await fixture.adsByExternalId(metaAccountId);
    const createTag = async (name: string) => {
      const response = await call('POST', '/creative-tags', {
        workspaceId: team.workspace.id,
        adAccountId: metaAccountId,
        name,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ _id: string }>()._id;
    };
    const assign = async (externalIds: string[], tagId: string) => {
      const response = await call('PUT', `/creative-tags/assign?adAccountId=${metaAccountId}`, {
        adIds: externalIds.map((externalId) => stored.get(externalId)!.id),
        tagIdsToAdd: [tagId],
      });
      expect(response.statusCode).toBe(200);
    };
    const ugc = await createTag('UGC');
    const sale = await createTag('Sale');
    // a1 and a3 share the creative img1, so tagging one tags both.
    await assign(['a1', 'a6'], ugc);
    await assign(['a3', 'a5'], sale);

    const metrics = ['spend', 'impressions', 'inline_link_click_ctr'];
    const response = await query({ groupAdsBy: 'creative_tag', metrics });
    expect(response.statusCode).toBe(200);
    const result = resultOf(response);
    expect(result.total).toBe(2);
    expect(linesOf(result.data)).toEqual({
      UGC: line(['a1', 'a3', 'a6']),
      Sale: line(['a1', 'a3', 'a5']),
    });
    expect(result.data.map((row) => row.groupId).sort()).toEqual([`tag:${sale}`, `tag:${ugc}`].sort());
    const ugcLine = result.data.find((row) => row.groupLabel === 'UGC')!;
    expect(ugcLine.adCount).toBe(3);
    expect(ugcLine.ads.find((ad) => ad.adId === 'a1')!.creativeTags.map((tag) => tag.name)).toEqual([
      'Sale',
      'UGC',
    ]);
    // a2 (img2) and a4 (car1) carry no tag.
    const inLines = result.data.flatMap(adIdsOf);
    expect(inLines).not.toContain('a2');
    expect(inLines).not.toContain('a4');

    const tagged = expectedSums(['a1', 'a3', 'a5', 'a6']);
    expect(result.totals.spend).toBeCloseTo(tagged.spend!, 6);
    expect(result.totals.impressions).toBeCloseTo(tagged.impressions!, 6);
    expect(result.totals.inline_link_click_ctr).toBeCloseTo(
      (tagged.inline_link_clicks! / tagged.impressions!) * 100,
      9,
    );
  });

  it('groups by a naming-convention property; names without it are in no line', async () => {
    const { t, team, metaAccountId, tiktokAccountId } = fixture;
    const names: Record<string, string> = {
      a1: 'UGC_Students_v1',
      a2: 'UGC_Parents_v2',
      a3: 'Static_Students_v1',
      a4: 'Static_Parents',
      a5: 'Carousel',
      a6: 'UGC__v3',
    };
    const stored = await fixture.adsByExternalId(metaAccountId);
    for (const [externalId, name] of Object.entries(names)) {
      await t.context.database.db
        .update(ads)
        .set({ name })
        .where(eq(ads.id, stored.get(externalId)!.id));
    }
    const createConvention = async (adAccountId: string) => {
      const response = await call('POST', '/naming-conventions', {
        workspaceId: team.workspace.id,
        adAccountId,
        name: 'Launch names',
        separator: '_',
        properties: ['format', 'persona', 'version'],
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ _id: string }>()._id;
    };
    const conventionId = await createConvention(metaAccountId);
    const byProperty = async (property: string) => {
      const response = await query({
        groupAdsBy: `naming_convention:${conventionId}:${property}`,
        metrics: ['spend'],
      });
      expect(response.statusCode).toBe(200);
      return resultOf(response);
    };

    const persona = await byProperty('persona');
    expect(persona.total).toBe(2);
    expect(linesOf(persona.data)).toEqual({
      Students: line(['a1', 'a3']),
      Parents: line(['a2', 'a4']),
    });
    expect(persona.totals.spend).toBeCloseTo(expectedSums(['a1', 'a2', 'a3', 'a4']).spend!, 6);

    const format = await byProperty('format');
    expect(linesOf(format.data)).toEqual({
      UGC: line(['a1', 'a2', 'a6']),
      Static: line(['a3', 'a4']),
      Carousel: line(['a5']),
    });
    expect(format.totals.spend).toBeCloseTo(expectedSums(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']).spend!, 6);

    const version = await byProperty('version');
    expect(linesOf(version.data)).toEqual({
      v1: line(['a1', 'a3']),
      v2: line(['a2']),
      v3: line(['a6']),
    });

    const tiktokConventionId = await createConvention(tiktokAccountId);
    for (const groupAdsBy of [
      `naming_convention:${randomUUID()}:persona`,
      'naming_convention:not-an-id:persona',
      `naming_convention:${conventionId}:offer`,
      `naming_convention:${tiktokConventionId}:persona`,
    ]) {
      const response = await query({ groupAdsBy, metrics: ['spend'] });
      expect(response.statusCode, groupAdsBy).toBe(400);
      expect(errorOf(response).message).toBe(NOT_AVAILABLE);
    }
  });

  it('groups Meta ads by headline, leaving out carousels with several landing pages', async () => {
    const response = await query({ groupAdsBy: 'headline', metrics: ['spend'] });
    expect(response.statusCode).toBe(200);
    const result = resultOf(response);
    expect(result.total).toBe(4);
    expect(linesOf(result.data)).toEqual({
      Fresh: line(['a1', 'a3']),
      Bold: line(['a2']),
      Same: line(['a5']),
      'Title X': line(['a6']),
    });
    expect(result.totals.spend).toBeCloseTo(expectedSums(['a1', 'a2', 'a3', 'a5', 'a6']).spend!, 6);
  });

  it('refuses headline grouping on TikTok, whose ads have no headline option', async () => {
    const tiktok = (groupAdsBy: string) =>
      query({ adAccountId: fixture.tiktokAccountId, groupAdsBy, metrics: ['spend'] });
    const headline = await tiktok('headline');
    expect(headline.statusCode).toBe(400);
    expect(errorOf(headline).message).toBe(NOT_AVAILABLE);
    const copy = await tiktok('copy');
    expect(copy.statusCode).toBe(200);
    expect(resultOf(copy).total).toBeGreaterThan(0);
  });

  it('answers AI groupings only once the flag is on and every ad is labelled', async () => {
    const { t, team, metaAccountId } = fixture;
    const disabled = await query({ groupAdsBy: 'ai:angle', metrics: ['spend'] });
    expect(disabled.statusCode).toBe(403);
    expect(errorOf(disabled)).toEqual({
      message: REPORT_QUERY_MESSAGES.aiGroupingDisabled,
      code: 'FORBIDDEN',
    });

    await t.context.database.db
      .update(organisations)
      .set({ enableAnalyticsAIGrouping: true })
      .where(eq(organisations.id, team.org.id));
    const pending = await query({ groupAdsBy: 'ai:angle', metrics: ['spend'] });
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending)).toEqual({ message: 'AI computation in progress', code: 'CONFLICT' });

    const angles: Record<string, string> = {
      a1: 'Founder story',
      a2: 'Founder story',
      a3: 'Testimonial',
      a4: 'Problem solution',
      a5: 'Problem solution',
      a6: 'Problem solution',
      a7: 'Testimonial',
    };
    const stored = await fixture.adsByExternalId(metaAccountId);
    const label = async (externalId: string) => {
      const aiLabels: Partial<Record<AiGroupingAttribute, string>> = { angle: angles[externalId]! };
      await t.context.database.db
        .update(ads)
        .set({ aiLabels, aiLabelledAt: new Date() })
        .where(eq(ads.id, stored.get(externalId)!.id));
    };
    for (const externalId of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) await label(externalId);
    // One ad (the quiet a7) still unlabelled: still in progress.
    const partly = await query({ groupAdsBy: 'ai:angle', metrics: ['spend'] });
    expect(partly.statusCode).toBe(409);
    expect(errorOf(partly).message).toBe(REPORT_QUERY_MESSAGES.aiGroupingInProgress);

    await label('a7');
    const ready = await query({ groupAdsBy: 'ai:angle', metrics: ['spend'] });
    expect(ready.statusCode).toBe(200);
    expect(linesOf(resultOf(ready).data)).toEqual({
      'Founder story': line(['a1', 'a2']),
      Testimonial: line(['a3']),
      'Problem solution': line(['a4', 'a5', 'a6']),
    });
  });
});
