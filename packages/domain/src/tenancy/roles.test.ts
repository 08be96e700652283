import { describe, expect, it } from 'vitest';
import { assignableOrgRoles, assignableProducts, assignableWorkspaceRoles, PRODUCTS } from './roles.ts';

describe('lifetime-deal and guest-only modes', () => {
  it('offers every role and product normally', () => {
    expect(assignableOrgRoles({ lifetimeDeal: false })).toEqual(['org_admin', 'org_member', 'org_guest']);
    expect(assignableWorkspaceRoles({ lifetimeDeal: false, orgRole: 'org_member' })).toEqual([
      'admin',
      'collaborator',
      'guest',
    ]);
    expect(assignableProducts({ lifetimeDeal: false })).toEqual([...PRODUCTS]);
  });

  it('hides guest roles and analytics, ad templates and ad launcher for lifetime-deal organisations', () => {
    expect(assignableOrgRoles({ lifetimeDeal: true })).toEqual(['org_admin', 'org_member']);
    expect(assignableWorkspaceRoles({ lifetimeDeal: true, orgRole: 'org_member' })).toEqual([
      'admin',
      'collaborator',
    ]);
    expect(assignableProducts({ lifetimeDeal: true })).toEqual(['inspiration', 'detective', 'drive']);
  });

  it('offers only the guest role to an org guest, and only guests in guest-only mode', () => {
    expect(assignableWorkspaceRoles({ lifetimeDeal: false, orgRole: 'org_guest' })).toEqual(['guest']);
    expect(assignableOrgRoles({ lifetimeDeal: false, guestOnly: true })).toEqual(['org_guest']);
  });
});
