import { WELCOME_VIDEO_CHAPTERS } from '@hookline/domain';

/*
 * The welcome video's script: its slides, each with a title card and a narration, laid out so that each
 * chapter of WELCOME_VIDEO_CHAPTERS starts where the platform spec says (Inspiration at 0 s, Detective at
 * 245 s, Creative Hub at 363 s) and the whole lasts 521 s.
 */

export const WELCOME_VIDEO_SECONDS = 521;

export type ChapterKey = (typeof WELCOME_VIDEO_CHAPTERS)[number]['key'];

export interface WelcomeSlide {
  chapter: ChapterKey;
  /** When the slide comes up, in seconds from the start. */
  start: number;
  title: string;
  lines: readonly string[];
  narration: string;
}

const chapterStart = (key: ChapterKey): number => {
  const chapter = WELCOME_VIDEO_CHAPTERS.find((candidate) => candidate.key === key);
  if (!chapter) throw new Error(`no chapter ${key}`);
  return chapter.start;
};
// The chapters overlap in the spec (Inspiration runs to 251 s); the Detective card comes up at its start.
const detective = chapterStart('detective');
const drive = chapterStart('drive');

export const WELCOME_SLIDES: readonly WelcomeSlide[] = [
  {
    chapter: 'inspiration',
    start: 0,
    title: 'Welcome to Hookline',
    lines: ['Find the ads that work,', 'make yours, and ship them together.'],
    narration:
      'Welcome to Hookline. In the next few minutes you will see how your team finds ads that work, turns them into creatives of its own, and ships them together.',
  },
  {
    chapter: 'inspiration',
    start: 40,
    title: 'Discover',
    lines: ['Ads running on Meta and TikTok,', 'searchable by brand, format and country.'],
    narration:
      'Start in Discover. It shows ads running on Meta and TikTok right now. Search by brand, format, platform or country, and open any ad to see how long it has run and where.',
  },
  {
    chapter: 'inspiration',
    start: 110,
    title: 'Save to a board',
    lines: ['One click keeps the ad, media included,', 'from Discover or the browser extension.'],
    narration:
      'When an ad catches your eye, save it to a board in one click, from Discover or with the browser extension. The media is kept, even after the brand stops the ad.',
  },
  {
    chapter: 'inspiration',
    start: 175,
    title: 'Boards your team shares',
    lines: ['Comments, tags and fields on every ad:', 'the brief writes itself.'],
    narration:
      'Boards are shared with your team. Comment on an ad, mention a teammate, and tag it by angle or format, so the next brief starts from real examples.',
  },
  {
    chapter: 'detective',
    start: detective,
    title: 'Detective',
    lines: ['Track your competitors’ ads', 'and see what they are testing.'],
    narration: 'Next, Detective. Track the brands you compete with, and Hookline reads their ads every day.',
  },
  {
    chapter: 'detective',
    start: detective + 50,
    title: 'Read the report',
    lines: ['New ads, formats, hooks and landing pages,', 'week after week.'],
    narration:
      'Open a brand’s report to see its new ads, the formats and hooks it leans on, and the landing pages it sends people to, week after week.',
  },
  {
    chapter: 'drive',
    start: drive,
    title: 'Creative Hub',
    lines: ['Every creative your team makes,', 'in one place, ready for review.'],
    narration:
      'Finally, the Creative Hub. Upload images, videos or whole folders, and keep every creative your team makes in one place.',
  },
  {
    chapter: 'drive',
    start: drive + 55,
    title: 'Review without the back and forth',
    lines: ['Versions side by side, notes on the frame,', 'and a share link for your client.'],
    narration:
      'Upload a new version and compare it with the last. Draw on the frame or pin a comment to a moment of the video, then send your client a share link to review, no account needed.',
  },
];

/** Each slide's end: the next one's start, the last one's the video's end. */
export function slideEnd(index: number): number {
  return WELCOME_SLIDES[index + 1]?.start ?? WELCOME_VIDEO_SECONDS;
}

const WORDS_PER_MINUTE = 150;

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

/** How long the voice takes to read `text`, at the narration's pace. */
export function spokenSeconds(text: string): number {
  return (text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE) * 60;
}

/** The narration as WebVTT captions: each slide's words while they are spoken. */
export function welcomeCaptions(): string {
  const cues = WELCOME_SLIDES.map((slide, index) => {
    const end = Math.min(slideEnd(index), slide.start + Math.max(4, spokenSeconds(slide.narration) + 1));
    return `${index + 1}\n${timestamp(slide.start)} --> ${timestamp(end)}\n${slide.narration}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
