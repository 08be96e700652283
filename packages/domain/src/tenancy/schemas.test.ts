import { describe, expect, it } from 'vitest';
import {
  createOrganisationBody,
  createWorkspaceBody,
  inviteMemberBody,
  updateMemberBody,
  updateOrganisationBody,
} from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('tenancy payloads use the spec’s words', () => {
  it('requires a company name', () => {
    expect(firstMessage(createOrganisationBody.safeParse({ name: '   ' }))).toBe(
      'Please enter a valid company name',
    );
    expect(createOrganisationBody.parse({ name: '  Acme\u00a0 Ads ' })).toEqual({ name: 'Acme Ads' });
  });

  it('requires a workspace name', () => {
    expect(firstMessage(createWorkspaceBody.safeParse({ orgId: 'o', name: '' }))).toBe(
      'Please enter a valid workspace name',
    );
  });

  it('checks an invite: e-mail, at least one workspace, a product per workspace', () => {
    const grant = { workspaceId: 'w1', roleName: 'collaborator', products: ['drive'] };
    expect(
      firstMessage(inviteMemberBody.safeParse({ email: 'nope', orgRole: 'org_member', workspaces: [grant] })),
    ).toBe('Please enter a valid email address');
    expect(
      firstMessage(inviteMemberBody.safeParse({ email: 'a@b.co', orgRole: 'org_member', workspaces: [] })),
    ).toBe('Please select workspaces to give access');
    expect(
      firstMessage(
        inviteMemberBody.safeParse({
          email: 'a@b.co',
          orgRole: 'org_member',
          workspaces: [{ ...grant, products: [] }],
        }),
      ),
    ).toBe('Member should have access to atleast one product in a workspace');
    expect(
      inviteMemberBody.parse({ email: ' A@B.co ', orgRole: 'org_member', workspaces: [grant] }).email,
    ).toBe('a@b.co');
  });

  it('requires at least one workspace when editing a member', () => {
    expect(
      firstMessage(updateMemberBody.safeParse({ userId: 'u', orgRole: 'org_member', workspaces: [] })),
    ).toBe('Please select workspaces to give access');
  });

  it('refuses a theme colour that is not hex, and an empty update', () => {
    expect(
      updateOrganisationBody.safeParse({
        theme_settings: { primaryBg: 'red', primaryCta: '#000000', secondaryBg: '#ffffff' },
      }).success,
    ).toBe(false);
    expect(updateOrganisationBody.safeParse({}).success).toBe(false);
  });
});
