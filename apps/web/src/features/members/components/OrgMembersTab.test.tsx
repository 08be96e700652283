import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aMember, aUser, anOrganisationDetail } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OrgMembersTab } from './OrgMembersTab.tsx';

afterEach(stopServingApi);

const ORG = anOrganisationDetail();

const SERVER_ERROR = { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' } };
const USAGE = {
  usageMetrics: {
    membersCount: 1,
    guestMembersCount: 0,
    workspacesCount: 0,
    workspaceMetrics: [],
    adAccountCount: 0,
    monthlyAdSpend: 0,
    driveSize: 0,
    detectiveCount: 0,
    adTemplateCount: 0,
    adLauncherAdAccountCount: 0,
    adTranscriptionCount: 0,
    inspirationCount: 0,
  },
  plan: 'free',
  usageLimits: { membersCount: 3, guestUserCount: 3, workspacesCount: 2 },
  analytics: { plan: 'free', adAccountCount: 3, adaccount_spend_limit: 50_000 },
};

describe('Organisation > Members when its lists fail to load', () => {
  it('says what failed in place of the table and the seats, and Retry loads them', async () => {
    let failing = true;
    serveApi({
      'GET userinfo': () => ({ body: aUser() }),
      'GET organisation/org-1/members': () =>
        failing ? SERVER_ERROR : { body: { data: [aMember({ email: 'sam@acme-example.com' })] } },
      'GET organisation/org-1/usage-metrics': () => (failing ? SERVER_ERROR : { body: USAGE }),
    });
    renderInApp(<OrgMembersTab org={ORG} />);

    const listFailed = await screen.findByText('We couldn’t load the members');
    expect(
      await screen.findByText('We couldn’t load your plan’s seats, so inviting is paused.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite member' }).hasAttribute('disabled')).toBe(true);

    failing = false;
    const listAlert = listFailed.closest('[role="alert"]');
    if (!(listAlert instanceof HTMLElement)) throw new Error('the error state is not an alert');
    await userEvent.click(within(listAlert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('sam@acme-example.com')).toBeTruthy();

    const seatsAlert = screen
      .getByText('We couldn’t load your plan’s seats, so inviting is paused.')
      .closest('[role="alert"]');
    if (!(seatsAlert instanceof HTMLElement)) throw new Error('the seats error is not an alert');
    await userEvent.click(within(seatsAlert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 3 members · 0 of 3 guests')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite member' }).hasAttribute('disabled')).toBe(false);
  });
});
