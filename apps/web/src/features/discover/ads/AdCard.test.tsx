import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { anAd } from '../discover-fixtures.ts';
import { AdCard } from './AdCard.tsx';

const card = () => screen.getByRole('article', { name: 'Northwind Outdoor' });

describe('an ad card', () => {
  it('says how long a running ad has run, where, and in which format', () => {
    renderWithProviders(<AdCard ad={anAd()} onOpen={() => undefined} />);
    expect(within(card()).getByText('Running 42 days')).toBeTruthy();
    const platforms = within(card()).getByRole('group', { name: 'Platforms' });
    expect(
      within(platforms)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'Instagram']);
    expect(within(card()).getByText('Image')).toBeTruthy();
    expect(
      within(card()).getByRole('img', { name: 'Northwind Outdoor ad: The Ridge Shell, now 20% off' }),
    ).toBeTruthy();
  });

  it('says how long a stopped ad ran, a single day in the singular', () => {
    renderWithProviders(
      <AdCard
        ad={anAd({ isActive: false, runningDays: 1, endDate: '2026-02-01' })}
        onOpen={() => undefined}
      />,
    );
    expect(within(card()).getByText('Ran 1 day')).toBeTruthy();
  });

  it('names every platform of an ad that ran on all of them', () => {
    renderWithProviders(
      <AdCard
        ad={anAd({
          publisherPlatforms: ['facebook', 'instagram', 'messenger', 'audience_network', 'tiktok'],
        })}
        onOpen={() => undefined}
      />,
    );
    for (const name of ['Facebook', 'Instagram', 'Messenger', 'Audience Network', 'TikTok']) {
      expect(within(card()).getByRole('img', { name })).toBeTruthy();
    }
  });

  it('shows the call to action as a label, not a link, and the headline and display link', () => {
    renderWithProviders(<AdCard ad={anAd()} onOpen={() => undefined} />);
    expect(within(card()).getByText('Shop Now')).toBeTruthy();
    expect(within(card()).queryByRole('link')).toBeNull();
    expect(within(card()).getByText('The Ridge Shell, now 20% off')).toBeTruthy();
    expect(within(card()).getByText('NORTHWIND-OUTDOOR.EXAMPLE')).toBeTruthy();
  });

  it('prefers the ad’s own button words to the library’s name for its call to action', () => {
    renderWithProviders(
      <AdCard ad={anAd({ ctaText: 'Get yours', ctaType: 'shop_now' })} onOpen={() => undefined} />,
    );
    expect(within(card()).getByText('Get yours')).toBeTruthy();
    expect(within(card()).queryByText('Shop Now')).toBeNull();
  });

  it('shows a carousel’s first card and how many it has', () => {
    const image = (n: number) => ({
      type: 'image' as const,
      url: `/media/c${n}.jpg`,
      thumbnailURL: null,
      width: 1080,
      height: 1080,
      durationMs: null,
    });
    renderWithProviders(
      <AdCard
        ad={anAd({ format: 'carousel', assets: [image(1), image(2), image(3)] })}
        onOpen={() => undefined}
      />,
    );
    expect(within(card()).getByText('Carousel')).toBeTruthy();
    expect(within(card()).getByText(/1\/3/).textContent).toBe('Card 1/3');
    const media = within(card()).getByRole('img', {
      name: 'Northwind Outdoor ad: The Ridge Shell, now 20% off',
    });
    expect(media.getAttribute('src')).toBe('http://localhost:3000/media/c1.jpg');
    // The badges' words close the button's name, so saying what is seen on it reaches it (WCAG 2.5.3).
    expect(
      within(card()).getByRole('button', {
        name: 'View details of the Northwind Outdoor ad: The Ridge Shell, now 20% off, Carousel 1/3',
      }),
    ).toBeTruthy();
  });

  it('opens from the keyboard with Enter, and from a click anywhere on it', async () => {
    const onOpen = vi.fn();
    const ad = anAd();
    renderWithProviders(<AdCard ad={ad} onOpen={onOpen} />);
    const open = within(card()).getByRole('button', {
      name: 'View details of the Northwind Outdoor ad: The Ridge Shell, now 20% off, Image',
    });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(ad);
    await userEvent.click(within(card()).getByText('Running 42 days'));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('plays a video’s clip, muted, while hovered, and pauses it when left', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderWithProviders(
      <AdCard
        ad={anAd({
          format: 'video',
          assets: [
            {
              type: 'video',
              url: '/media/ads/clip.mp4',
              thumbnailURL: '/media/ads/clip-poster.jpg',
              width: 1080,
              height: 1920,
              durationMs: 15_000,
            },
          ],
        })}
        onOpen={() => undefined}
      />,
    );
    expect(card().querySelector('video')).toBeNull();
    fireEvent.mouseEnter(card());
    const video = card().querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.getAttribute('poster')).toBe('http://localhost:3000/media/ads/clip-poster.jpg');
    expect(play).toHaveBeenCalled();
    fireEvent.playing(video!);
    fireEvent.mouseLeave(card());
    expect(pause).toHaveBeenCalled();
    // Paused, not taken away: hovering again resumes where it stopped.
    expect(card().querySelector('video')).toBe(video);
    play.mockRestore();
    pause.mockRestore();
  });
});
