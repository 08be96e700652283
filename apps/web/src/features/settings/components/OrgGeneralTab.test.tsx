import { PLAN_FEATURE_MESSAGES } from '@hookline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aBillingAccess, anOrganisationDetail } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OrgGeneralTab } from './OrgGeneralTab.tsx';

afterEach(stopServingApi);

const ORG = anOrganisationDetail();

const access = (flags: { whiteLabel: boolean; customBrand: boolean }) => aBillingAccess(flags);

describe('Organisation > General on a plan without white label or custom brand', () => {
  it('opens the upgrade dialog instead of changing the theme', async () => {
    const calls = serveApi({
      'GET subscriptions/access': () => ({ body: access({ whiteLabel: false, customBrand: false }) }),
    });
    renderInApp(<OrgGeneralTab org={ORG} />);
    await screen.findByText('Colour theme');
    // The flags arrive before the choice is refused.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole('radio', { name: 'Ocean' }));

    expect(await screen.findByText(PLAN_FEATURE_MESSAGES.customBrand)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/app/settings?TAB=subscription',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
