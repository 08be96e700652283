import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { anExpertDetail, anExpertProfile } from '../expert-fixtures.ts';
import { ExpertPage } from './ExpertPage.tsx';

afterEach(stopServingApi);

const PATH = '/app/library/experts/:expertId';

describe('an expert’s page', () => {
  it('shows the profile, links that open in a new tab, and says there is no public board yet', async () => {
    serveApi({
      'GET userinfo': () => ({ body: aUser() }),
      'GET experts/expert-1': () => ({ body: anExpertDetail() }),
    });
    renderInApp(<ExpertPage />, { path: PATH, route: '/app/library/experts/expert-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeTruthy();
    expect(screen.getByText('Performance creative strategist')).toBeTruthy();
    expect(screen.getByText('Ten years of paid social.')).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('target'), link.getAttribute('rel')]),
    ).toEqual([
      ['Website (opens in a new tab)', '_blank', 'noopener noreferrer'],
      ['Instagram (opens in a new tab)', '_blank', 'noopener noreferrer'],
    ]);
    const board = screen.getByRole('region', { name: 'Public board' });
    expect(within(board).getByText('Maya hasn’t published a board yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All experts' }).getAttribute('href')).toBe(
      '/app/library/experts',
    );
  });

  it('offers its owner to edit it, and says when it is not in the directory', async () => {
    serveApi({
      'GET userinfo': () => ({ body: aUser({ _id: 'expert-1', isExpert: true }) }),
      'GET experts/expert-1': () => ({ body: anExpertDetail() }),
      'GET users/expert-1/expert-profile': () => ({
        body: anExpertProfile({ _id: 'expert-1', published: false }),
      }),
    });
    renderInApp(<ExpertPage />, { path: PATH, route: '/app/library/experts/expert-1' });
    expect((await screen.findByRole('link', { name: 'Edit profile' })).getAttribute('href')).toBe(
      '/app/settings?TAB=account-expert-profile',
    );
    expect(await screen.findByText('Not in the directory')).toBeTruthy();
  });

  it('says when the expert is not in the directory', async () => {
    serveApi({
      'GET userinfo': () => ({ body: aUser() }),
      'GET experts/gone': () => ({ status: 404, body: { message: 'Expert not found', code: 'NOT_FOUND' } }),
    });
    renderInApp(<ExpertPage />, { path: PATH, route: '/app/library/experts/gone' });
    expect(await screen.findByRole('heading', { name: 'Expert not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the experts' })).toBeTruthy();
  });
});
