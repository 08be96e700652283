import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { ROW_PALETTE } from '../selection-colours.ts';
import { GridView } from './GridView.tsx';
import { aReportAd, aReportRow, metaCatalogue } from './report-row-fixture.ts';

const catalogue = metaCatalogue(['spend', 'purchase_roas', 'impressions']);

const rows = [
  aReportRow({
    groupId: 'summer',
    groupLabel: 'Summer sale video',
    adCount: 3,
    insights: { spend: 1234.5, purchase_roas: 2.456 },
    colors: { purchase_roas: { tone: 'better', lightness: 85, css: 'rgb(230, 247, 230)' } },
    ad: aReportAd({
      name: 'Summer sale video',
      creativeTags: [{ _id: 't1', name: 'UGC', color: '#12b886' }],
    }),
  }),
  aReportRow({
    groupId: 'winter',
    groupLabel: 'Winter coats',
    insights: { spend: 0, purchase_roas: null },
    ad: aReportAd({
      _id: 'ad-2',
      name: 'Winter coats',
      creativeType: 'image',
      thumbnailUrl: null,
      status: 'PAUSED',
    }),
  }),
];

function renderGrid(overrides: Partial<Parameters<typeof GridView>[0]> = {}) {
  const onOpenRow = vi.fn();
  renderInApp(
    <GridView
      rows={rows}
      metrics={['spend', 'purchase_roas', 'not_a_metric']}
      catalogue={catalogue}
      currency="EUR"
      selectedIds={[]}
      onOpenRow={onOpenRow}
      {...overrides}
    />,
  );
  return { onOpenRow };
}

// jsdom has no scrolling; the virtualizer scrolls the window when measured rows differ from its guess.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const cardOf = (label: string) => screen.getByRole('button', { name: label }).closest('article')!;

describe('grid view', () => {
  it('shows a card per line with its status, ad count, tags and formatted metrics', () => {
    renderGrid();
    const summer = within(cardOf('Summer sale video'));
    expect(summer.getByText('Active · 3 ads')).toBeTruthy();
    expect(summer.getByText('UGC')).toBeTruthy();
    expect(summer.getByText('Spend').nextElementSibling?.textContent).toBe('€1,234.50');
    const roas = summer.getByText('ROAS');
    expect(roas.nextElementSibling?.textContent).toBe('2.46');
    expect((roas.parentElement as HTMLElement).style.background).toBe('rgb(230, 247, 230)');
    expect(summer.getByText('Video')).toBeTruthy();
    expect(summer.getByRole('img', { name: 'Creative of Summer sale video' }).getAttribute('loading')).toBe(
      'lazy',
    );

    const winter = within(cardOf('Winter coats'));
    expect(winter.getByText('Paused · 1 ad')).toBeTruthy();
    expect(winter.getByText('Spend').nextElementSibling?.textContent).toBe('€0');
    expect(winter.getByText('ROAS').nextElementSibling?.textContent).toBe('-');
    expect(winter.getByRole('img', { name: 'No thumbnail' })).toBeTruthy();
    expect(winter.queryByText('Video')).toBeNull();
  });

  it('opens a line when its card is clicked or its title is activated with Enter', async () => {
    const { onOpenRow } = renderGrid();
    await userEvent.click(screen.getByText('Paused · 1 ad'));
    expect(onOpenRow).toHaveBeenLastCalledWith(rows[1]);

    screen.getByRole('button', { name: 'Summer sale video' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenLastCalledWith(rows[0]);
    expect(onOpenRow).toHaveBeenCalledTimes(2);
  });

  it('draws a selected line with its selection colour as the border', () => {
    renderGrid({ selectedIds: ['winter'] });
    expect(cardOf('Winter coats').style.getPropertyValue('--selection-colour')).toBe(ROW_PALETTE[0]);
    expect(cardOf('Summer sale video').hasAttribute('data-selected')).toBe(false);
  });

  it('plays a muted preview of a video while its card is hovered, when its URL is known', () => {
    renderGrid({ videoUrlOf: (row) => (row.groupId === 'summer' ? 'https://cdn.example/summer.mp4' : null) });
    const card = cardOf('Summer sale video');
    expect(card.querySelector('video')).toBeNull();
    fireEvent.mouseEnter(card);
    const video = card.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://cdn.example/summer.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    fireEvent.mouseLeave(card);
    expect(card.querySelector('video')).toBeNull();
  });

  it('asks for a video’s clip when its card is hovered or focused, and not for an image', () => {
    const onVideoWanted = vi.fn();
    renderGrid({ onVideoWanted });
    fireEvent.mouseEnter(cardOf('Summer sale video'));
    expect(onVideoWanted).toHaveBeenCalledWith(expect.objectContaining({ groupId: 'summer' }));
    onVideoWanted.mockClear();
    fireEvent.mouseEnter(cardOf('Winter coats'));
    expect(onVideoWanted).not.toHaveBeenCalled();
  });

  it('keeps the thumbnail of a video without a known URL', () => {
    renderGrid();
    const card = cardOf('Summer sale video');
    fireEvent.mouseEnter(card);
    expect(card.querySelector('video')).toBeNull();
  });

  it('renders only the cards near the window among thousands', () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      aReportRow({ groupId: `g${index}`, groupLabel: `Line ${index}` }),
    );
    renderGrid({ rows: many });
    // jsdom measures every row as 0 px high, so more rows fit its window than would in a browser.
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(100);
  });

  it('says why when there are no lines', () => {
    renderGrid({ rows: [] });
    expect(screen.getByText(/No ads match this report for these dates/)).toBeTruthy();
  });
});
