import type { AdWords } from './analysis-figures.ts';

/*
 * Angles and personas read from an ad's words by plain word lists: an angle is the argument an ad makes, a
 * persona the audience it names. A list finds what an ad says outright and nothing it only implies.
 */

export interface Theme {
  name: string;
  words: readonly string[];
}

export const ANGLES: readonly Theme[] = [
  {
    name: 'social proof',
    words: [
      'review',
      'reviews',
      'rated',
      'stars',
      'customers',
      'loved',
      'bestseller',
      'best-selling',
      'trusted',
      'thousands',
      'sold out',
    ],
  },
  {
    name: 'urgency',
    words: [
      'today',
      'now',
      'ends',
      'last chance',
      'limited',
      'hurry',
      'only',
      'sale ends',
      'while stocks',
      'tonight',
    ],
  },
  {
    name: 'problem and solution',
    words: [
      'tired of',
      'struggle',
      'finally',
      'no more',
      'stop',
      'fix',
      'problem',
      'without the',
      'say goodbye',
    ],
  },
  {
    name: 'quality and craft',
    words: [
      'quality',
      'crafted',
      'made',
      'materials',
      'premium',
      'durable',
      'designed',
      'engineered',
      'built',
    ],
  },
  {
    name: 'price and value',
    words: ['save', 'off', 'deal', 'price', 'free', 'discount', 'value', 'cheaper', 'bundle'],
  },
  {
    name: 'founder and story',
    words: ['founder', 'our story', 'we started', 'family', 'handmade', 'small team', 'why we'],
  },
  { name: 'comparison', words: ['vs', 'versus', 'better than', 'unlike', 'compared', 'switch'] },
  {
    name: 'novelty',
    words: ['new', 'just dropped', 'introducing', 'meet the', 'launch', 'now available', 'first'],
  },
  {
    name: 'comfort and ease',
    words: ['comfort', 'comfortable', 'easy', 'effortless', 'simple', 'all day', 'soft', 'lightweight'],
  },
  {
    name: 'results and transformation',
    words: ['results', 'before and after', 'transform', 'in days', 'in weeks', 'glow', 'stronger', 'faster'],
  },
];

export const PERSONAS: readonly Theme[] = [
  { name: 'parents', words: ['mom', 'moms', 'dad', 'dads', 'parents', 'kids', 'baby', 'family'] },
  {
    name: 'athletes and runners',
    words: ['runner', 'runners', 'athlete', 'athletes', 'training', 'gym', 'workout', 'marathon', 'trail'],
  },
  {
    name: 'busy professionals',
    words: ['busy', 'work', 'office', 'commute', 'meetings', 'professionals', 'career'],
  },
  { name: 'students', words: ['student', 'students', 'campus', 'college', 'class'] },
  { name: 'pet owners', words: ['dog', 'dogs', 'cat', 'cats', 'pet', 'pets', 'puppy'] },
  {
    name: 'travellers',
    words: ['travel', 'trip', 'travellers', 'travelers', 'flight', 'vacation', 'holiday'],
  },
  {
    name: 'outdoor people',
    words: ['outdoor', 'outdoors', 'hike', 'hiking', 'camping', 'adventure', 'mountain'],
  },
  { name: 'gift buyers', words: ['gift', 'gifts', 'for her', 'for him', 'christmas', 'birthday'] },
  { name: 'beginners', words: ['beginner', 'beginners', 'first time', 'new to', 'starter'] },
  { name: 'home cooks', words: ['kitchen', 'cook', 'cooking', 'recipe', 'dinner', 'meal'] },
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ads whose copy or transcript names each theme, most ads first, then by the list's order. */
export function themesOf(
  themes: readonly Theme[],
  ads: readonly AdWords[],
): { name: string; adIds: string[]; words: string[] }[] {
  const found = themes.map((theme, order) => {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(${theme.words.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
      'iu',
    );
    const adIds: string[] = [];
    const words = new Map<string, number>();
    for (const ad of ads) {
      const match = pattern.exec(`${ad.copy}\n${ad.transcript ?? ''}`);
      if (!match?.[1]) continue;
      adIds.push(ad.adId);
      const word = match[1].toLowerCase();
      words.set(word, (words.get(word) ?? 0) + 1);
    }
    const topWords = [...words]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, 3)
      .map(([word]) => word);
    return { name: theme.name, adIds, words: topWords, order };
  });
  return found
    .filter((theme) => theme.adIds.length > 0)
    .sort((a, b) => b.adIds.length - a.adIds.length || a.order - b.order)
    .map(({ name, adIds, words }) => ({ name, adIds, words }));
}
