import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { NO_EXPERT_LINKS, type Expert } from '@hookline/domain';
import { anExpert } from '../expert-fixtures.ts';
import { ExpertsDirectoryPage } from './ExpertsDirectoryPage.tsx';

afterEach(stopServingApi);

const PATH = '/app/library/experts';
const SERVER_ERROR = { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } };

/** A fake directory of `experts`, searched by name and paged as the server does. */
function serveDirectory(experts: Expert[], options: { isExpert?: boolean } = {}): FakeCall[] {
  return serveApi({
    'GET userinfo': () => ({ body: aUser({ isExpert: options.isExpert ?? false }) }),
    'GET experts': (call) => {
      const words = (call.query.get('query') ?? '').toLowerCase();
      const page = Number(call.query.get('page') ?? 1);
      const limit = Number(call.query.get('limit') ?? 24);
      const found = experts.filter((expert) =>
        `${expert.firstName} ${expert.lastName}`.toLowerCase().includes(words),
      );
      return { body: { data: found.slice((page - 1) * limit, page * limit), total: found.length } };
    },
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Experts' })).getAllByRole('article');

describe('the Experts directory', { timeout: 20_000 }, () => {
  it('shows each expert’s card: name linking to their page, headline, and named links that open in a new tab', async () => {
    serveDirectory([
      anExpert(),
      anExpert({
        _id: 'expert-2',
        firstName: 'Dev',
        lastName: 'Patel',
        headline: null,
        socialMediaLinks: NO_EXPERT_LINKS,
      }),
    ]);
    renderInApp(<ExpertsDirectoryPage />, { path: PATH });

    await screen.findByRole('list', { name: 'Experts' });
    expect(cards().map((card) => within(card).getAllByRole('link')[0]!.textContent)).toEqual([
      'Maya Chen',
      'Dev Patel',
    ]);
    const maya = screen.getByRole('article', { name: 'Maya Chen' });
    expect(within(maya).getByRole('link', { name: 'Maya Chen' }).getAttribute('href')).toBe(
      '/app/library/experts/expert-1',
    );
    expect(within(maya).getByText('Performance creative strategist')).toBeTruthy();
    const instagram = within(maya).getByRole('link', { name: 'Maya Chen on Instagram (opens in a new tab)' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/mayachen.creative');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(maya).getByRole('link', { name: 'Maya Chen’s website (opens in a new tab)' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Dev Patel' })).queryAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('2 experts')).toBeTruthy();
  });

  it('searches on Enter, says when nothing matches, and shows everyone again', async () => {
    const calls = serveDirectory([
      anExpert(),
      anExpert({ _id: 'expert-2', firstName: 'Dev', lastName: 'Patel' }),
    ]);
    renderInApp(<ExpertsDirectoryPage />, { path: PATH });
    await screen.findByRole('list', { name: 'Experts' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search experts' }), 'dev{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(
      calls
        .filter((call) => call.path === 'experts')
        .at(-1)
        ?.query.get('query'),
    ).toBe('dev');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Search experts' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search experts' }), 'zed{Enter}');
    expect(await screen.findByText('No experts match “zed”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all experts' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search experts' }).value).toBe('');
  });

  it('pages through a long directory', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      anExpert({
        _id: `expert-${index}`,
        firstName: `Expert${String(index).padStart(2, '0')}`,
        lastName: 'Smith',
      }),
    );
    const calls = serveDirectory(many);
    renderInApp(<ExpertsDirectoryPage />, { path: PATH });
    await screen.findByRole('list', { name: 'Experts' });
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('30 experts')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(
      calls
        .filter((call) => call.path === 'experts')
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    expect(within(cards()[0]!).getByRole('link', { name: 'Expert24 Smith' })).toBeTruthy();
  });

  it('says the directory is empty, and offers an expert to create their profile', async () => {
    serveDirectory([], { isExpert: true });
    renderInApp(<ExpertsDirectoryPage />, { path: PATH });
    expect(await screen.findByText('No experts yet')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Create your expert profile' })).getAttribute('href'),
    ).toBe('/app/settings?TAB=account-expert-profile');
  });

  it('says when the directory could not be loaded, with a Retry', async () => {
    let fail = true;
    serveApi({
      'GET userinfo': () => ({ body: aUser() }),
      'GET experts': () => (fail ? SERVER_ERROR : { body: { data: [anExpert()], total: 1 } }),
    });
    renderInApp(<ExpertsDirectoryPage />, { path: PATH });
    expect(await screen.findByText('We couldn’t load the experts')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Maya Chen' })).toBeTruthy();
  });
});
