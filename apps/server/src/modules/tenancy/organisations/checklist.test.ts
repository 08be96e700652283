import type { HomeChecklist } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createSignedInUser, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createOrganisation, createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { onboardingMonth } from '../../ad-accounts/ad-account-limits.service.ts';
import { adAccountOnboardings } from '../../ad-accounts/tables.ts';
import { detectiveTrackers } from '../../detective/tables.ts';
import { discoverBrands } from '../../discover/tables.ts';
import { inspirationFiles } from '../../inspiration/tables.ts';
import { insertFile } from '../../sharing/test-support-drive-rows.ts';

describe('GET organisation/{orgId}/checklist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checklist = (orgId: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/organisation/${orgId}/checklist`, headers: bearer(token) });

  it('checks each step off from what the organisation’s people really did', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const org = await createOrganisation(t, user);
    const workspace = await createWorkspace(t, org);
    const nothingYet = await checklist(org.id, tokens.token);
    expect(nothingYet.statusCode).toBe(200);
    expect(nothingYet.json<HomeChecklist>()).toEqual({
      connectAdAccount: false,
      saveFirstAd: false,
      uploadCreative: false,
      inviteTeammate: false,
      trackCompetitor: false,
    });

    const { db } = t.context.database;
    const tenant = { orgId: org.id, workspaceId: workspace.id };
    // An account connected in an earlier month still counts: the step was taken.
    await db.insert(adAccountOnboardings).values({
      orgId: org.id,
      month: onboardingMonth(new Date(Date.now() - 62 * 86_400_000)),
      provider: 'sandbox',
      externalId: 'act_1',
    });
    expect((await checklist(org.id, tokens.token)).json<HomeChecklist>()).toMatchObject({
      connectAdAccount: true,
      saveFirstAd: false,
    });

    await db.insert(inspirationFiles).values({
      ...tenant,
      source: 'meta',
      pageName: 'Glow Theory',
      format: 'image',
      createdByUserId: user.id,
    });
    await insertFile(t, {
      workspace: { id: workspace.id, orgId: org.id },
      name: 'Spring hero',
      folderId: null,
    });
    await createPendingInvite(t, uniqueEmail('teammate'), org, {
      grants: [{ workspace, roleName: 'collaborator' }],
    });
    const [brand] = await db
      .insert(discoverBrands)
      .values({ slug: `brand-${org.id}`, name: 'Rival Co' })
      .returning();
    await db.insert(detectiveTrackers).values({ ...tenant, brandId: brand!.id, createdByUserId: user.id });

    expect((await checklist(org.id, tokens.token)).json<HomeChecklist>()).toEqual({
      connectAdAccount: true,
      saveFirstAd: true,
      uploadCreative: true,
      inviteTeammate: true,
      trackCompetitor: true,
    });
  });

  it('is readable by every member, and another organisation’s is 404', async () => {
    const team = await createTeam(t);
    const asCollaborator = await checklist(team.org.id, team.collaborator.token);
    expect(asCollaborator.statusCode).toBe(200);
    // The team has a collaborator and a guest: a teammate was invited.
    expect(asCollaborator.json<HomeChecklist>().inviteTeammate).toBe(true);
    expect((await checklist(team.otherOrg.id, team.admin.token)).statusCode).toBe(404);
    expect((await checklist(team.org.id, team.outsider.token)).statusCode).toBe(404);
  });
});
