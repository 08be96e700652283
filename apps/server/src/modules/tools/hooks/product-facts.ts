import { midSentence, wordCount } from './hook-english.ts';

/*
 * What the offline hook writer knows of a product: what it reads in the description the visitor typed (or
 * fetched). Every fact is a fragment cut to fit a sentence: benefits as verb phrases ("fall asleep faster"),
 * pains as noun phrases or gerunds ("tossing and turning at 3 a.m."), proof as the product's own sentences
 * with a number in them. A fact the text doesn't hold is absent, and the formulas needing it are not used.
 */

export interface Offer {
  kind: 'guarantee' | 'trial' | 'warranty' | 'discount' | 'returns' | 'shipping';
  /** "30" for a 30-day guarantee; "lifetime"; "20%" for a discount; "$75" for free shipping over $75, or "". */
  amount: string;
  /** "no credit card required", when the text says so. */
  note: string | null;
}

export interface ProductFacts {
  /** The product's name, as written ("DreamWell Sleep Gummies"), or null when the text names none. */
  name: string | null;
  benefits: string[];
  pains: string[];
  /** Whom it is for, plural ("light sleepers"), or null. */
  audience: string | null;
  /** "10,000 customers": a count of people who use it. */
  people: string | null;
  /** "4.8 stars", with "2,300 reviews" when given. */
  rating: { stars: string; reviews: string | null } | null;
  /** The product's own sentences with a figure in them ("Teams save 5 hours a week on average."). */
  proof: string[];
  offers: Offer[];
  /** What it is made to be, as the text says it: "breathable", "fragrance-free", "dermatologist-tested". */
  qualities: string[];
  /** Its price as a shopper reads it ("$89", "€38", "24.99 CHF"), from a product page's "Price:" line. */
  price: string | null;
}

const MAX_BENEFIT_WORDS = 9;
const MAX_PAIN_WORDS = 6;
const MAX_NAME_WORDS = 6;
const MAX_PROOF_WORDS = 12;

/** The description's sentences: a full stop ends one only before a capital, so "3 a.m." stays whole. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((sentence) => sentence.replace(/^[\s•*·–—-]+/, '').trim())
    .filter(Boolean);
}

/** A clause cut where a new thought starts, without its trailing punctuation or dangling "and". */
function clause(text: string): string {
  return text
    .split(
      /(?<!\b[ap]\.m)\.(?=\s|$)|[;!?:()]|,\s|\s[–—-]\s|\b(?:while|because|whether|which|who|even if|so that|but)\b/,
    )[0]!
    .replace(/\b(?:and|or|with|for|to|the|a|an|in|on|at|of)\s*$/i, '')
    .replace(/["“”]/g, '')
    .trim();
}

/** Shortens a fragment at its first "and" (after two words) when it runs long. */
function shorten(fragment: string, maxWords: number): string | null {
  let result = fragment;
  if (wordCount(result) > maxWords) {
    const words = result.split(' ');
    const and = words.findIndex((word, index) => index >= 2 && word === 'and');
    result = and > 0 ? words.slice(0, and).join(' ') : '';
  }
  if (wordCount(result) > maxWords || wordCount(result) < 2) return null;
  return result;
}

function unique(values: (string | null)[]): string[] {
  const seen = new Set<string>();
  return values.filter((value): value is string => {
    if (!value) return false;
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const BENEFIT_LEADS =
  /\b(?:helps?(?: you)?(?: to)?|so (?:that )?you can|lets? you|allows? you to|enables? you to|you(?:'ll| will) be able to|designed to|made to|built to)\s+((?:\b[ap]\.m\.|[^.;!?])+)/gi;

/** "fall asleep faster and wake up refreshed" is two benefits; "salt and pepper" stays one. */
function splitBenefits(fragment: string): string[] {
  const parts = fragment.split(/\s+and\s+(?=\w+\s+\w+)/);
  return parts.length > 1 && parts.every((part) => wordCount(part) >= 2) ? parts : [fragment];
}

/** Verbs a product description opens a benefit with, in the imperative. */
const IMPERATIVE =
  /^(plan|pack|get|save|sleep|wake|feel|track|see|keep|cut|build|find|make|ship|travel|enjoy|reach|grow|boost|skip|carry|fall|take|turn|clean|stay|look|lose|learn|cook|brew|manage|organi[sz]e|automate|launch|assign|share|sell|write|create|design|book|send|store|protect|charge|glide|breathe|focus|relax|train|run|move|go|spend|earn|invest|hire|schedule|finish)\b/i;

/** Verbs a description states what the product does with, in the third person ("keeps drinks cold"). */
const DOES_VERBS =
  '(?:keeps|makes|brightens|tracks|saves|cuts|reduces|boosts|improves|removes|cleans|protects|charges|blocks|turns|brews|blends|heats|cools|calms|soothes|hydrates|smooths|strengthens|repairs|builds|plans|automates|syncs|organi[sz]es|clears|fades|evens|softens|lifts|tones|relieves|eases|prevents|stops|banishes|absorbs|filters|purifies|freshens|whitens)';
const DOES = new RegExp(`^(?:(?:it|that|which)\\s+)?(${DOES_VERBS})\\s+(.+)`, 'i');

/** "keeps" as "keep", "carries" as "carry", "brushes" as "brush": the form that follows "you" or "to". */
function baseForm(verb: string): string {
  const word = verb.toLowerCase();
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** A sentence or clause stating what the product does, turned into a benefit ("keep drinks cold for 24 hours"). */
function doesBenefit(text: string): string | null {
  const match = DOES.exec(text.trim());
  return match ? `${baseForm(match[1]!)} ${clause(match[2]!)}` : null;
}

function benefitsOf(sentences: string[]): string[] {
  const found: string[] = [];
  const imperatives: string[] = [];
  for (const sentence of sentences) {
    // "Tired of dull skin that makes you look tired?" says what the buyer suffers, not what they get.
    if (new RegExp(PAIN_LEADS.source, 'i').test(sentence)) continue;
    const said = DOES.test(sentence.trim())
      ? sentence
      : (/\b(?:that|which)\s+(.+)/i.exec(sentence)?.[1] ?? '');
    // "fades dark spots and evens skin tone in 4 weeks" is two benefits.
    for (const part of said.split(new RegExp(`\\s+and\\s+(?=${DOES_VERBS}\\s)`, 'i'))) {
      const does = doesBenefit(part);
      if (does) found.push(does);
    }
  }
  for (const match of sentences.flatMap((sentence) => [...sentence.matchAll(BENEFIT_LEADS)])) {
    for (const part of splitBenefits(clause(match[1]!))) found.push(part);
  }
  // A sentence in the imperative ("Plan sprints, assign tasks and see every deadline in one place") lists benefits.
  for (const sentence of sentences) {
    if (!IMPERATIVE.test(sentence)) continue;
    const parts = sentence
      .replace(/,?\s+and\s+/g, ', ')
      .split(/,\s*/)
      .map(clause);
    // A list of features ("plan sprints, assign tasks"): its two most specific items, after the outcomes.
    imperatives.push(
      ...parts
        .filter((part) => IMPERATIVE.test(part))
        .sort((a, b) => wordCount(b) - wordCount(a))
        .slice(0, 2),
    );
  }
  return unique(
    [...found, ...imperatives]
      .map((fragment) => shorten(clause(fragment), MAX_BENEFIT_WORDS))
      // "make 16 cups" is what it holds, not what the buyer wants.
      .filter((fragment) => fragment === null || !/^\S+\s+(?:up to\s+)?\d/.test(fragment))
      .map((f) => f && midSentence(f)),
  );
}

const PAIN_LEADS =
  /\b(?:no more|stop|quit|skip|avoid|say goodbye to|tired of|sick of|without the|instead of|never again|goodbye to|struggl(?:e|ing) with|frustrated by|fed up with)\s+((?:\b[ap]\.m\.|[^.;!?])+)/gi;

function painsOf(sentences: string[]): string[] {
  const found: string[] = [];
  for (const match of sentences.flatMap((sentence) => [...sentence.matchAll(PAIN_LEADS)])) {
    // "dull skin that makes you look tired" is the pain "dull skin".
    const fragment = clause(match[1]!).split(/\s(?:that|which|who)\s/)[0]!;
    if (/^(a|an|the|your|my|any)\b/i.test(fragment) && wordCount(fragment) <= 2) continue;
    found.push(fragment.replace(/^(?:the|your)\s+/i, ''));
  }
  return unique(found.map((fragment) => shorten(fragment, MAX_PAIN_WORDS)).map((f) => f && midSentence(f)));
}

/** Its name: the first line or sentence up to a colon, dash, "is" or comma, when short enough to be one. */
function nameOf(sentences: string[]): string | null {
  const first = sentences[0];
  if (!first) return null;
  const head = first
    .split(/:|\s[–—-]\s|\s(?:is|are)\s|,\s|\.$/)[0]!
    .replace(/["“”]/g, '')
    .trim();
  if (wordCount(head) === 0 || wordCount(head) > MAX_NAME_WORDS) return null;
  if (!/^[\p{Lu}\p{N}]/u.test(head) && wordCount(head) > 4) return null;
  // A sentence that starts with a verb or a pronoun names nothing.
  if (/^(we|our|i|my|it|this|these|you|your|get|try|the|a|an)\b/i.test(head)) return null;
  // "Scented soy candles" is a kind of thing, said in lower case mid-sentence; "DreamWell Gummies" is a name.
  const proper = head.split(' ').every((word) => word.length <= 3 || /^[\p{Lu}\p{N}]/u.test(word));
  return proper ? head : midSentence(head);
}

function audienceOf(given: string | undefined, text: string): string | null {
  const typed = given
    ?.replace(/^for\s+/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  if (typed) return wordCount(typed) <= MAX_PAIN_WORDS ? midSentence(typed) : null;
  const match =
    /\bfor\s+((?:busy |small |new |first-time |frequent |light |remote |growing )?[a-z-]+s(?: and [a-z-]+s)?)\b/.exec(
      text,
    );
  const candidate = match?.[1];
  if (!candidate || /\b(days|hours|minutes|weeks|months|years|nights|less|others)$/.test(candidate)) {
    return null;
  }
  return candidate;
}

const PEOPLE =
  /(\d[\d,.]*\+?(?:\s?(?:k|million|thousand))?)\s+((?:happy|satisfied|loyal|active|paying)\s+)?(customers|users|people|teams|companies|businesses|brands|members|subscribers|buyers|travell?ers|parents|students|clients|sleepers|families|runners|creators|shoppers)\b/i;
const RATING =
  /(\d(?:\.\d)?)\s*(?:\/\s*5\s*)?(?:-|\s)?stars?\b(?:[^.]*?\b(\d[\d,]*\+?\s+(?:reviews|ratings)))?/i;
/** A figure that proves something: a count of people or reviews, a rating, a share, a time saved. */
const PROOF_FIGURE =
  /\d[\d,.]*\+?\s*(?:%|x\b|times\b|(?:\S+\s)?(?:hours?|minutes?|days?|weeks?|stars?|reviews?|ratings?|customers|users|people|teams|companies|businesses|members|subscribers|buyers|clients|sleepers|families|orders|countries))/i;
const OFFER_WORDS = /\b(guarantee|trial|warranty|returns?|refund|off\b|shipping)/i;

function offersOf(text: string): Offer[] {
  const offers: Offer[] = [];
  const note = /\bno credit card(?: required| needed)?/i.exec(text)?.[0]?.toLowerCase() ?? null;
  const days = (kind: Offer['kind'], pattern: RegExp) => {
    const match = pattern.exec(text);
    if (match) offers.push({ kind, amount: match[1]!, note: kind === 'trial' ? note : null });
  };
  days('guarantee', /(\d+)[-\s]day\s+(?:money[-\s]back\s+)?guarantee/i);
  days('trial', /(\d+)[-\s]day\s+(?:free\s+)?trial/i);
  days('returns', /(\d+)[-\s]day\s+(?:free\s+)?returns?/i);
  if (/\blifetime warranty\b/i.test(text)) offers.push({ kind: 'warranty', amount: 'lifetime', note: null });
  else days('warranty', /(\d+)[-\s]year\s+warranty/i);
  days('discount', /(\d{1,2}%)\s+off\b/i);
  const shipping =
    /\bfree (?:shipping|delivery)(?:\s+(?:on orders\s+)?(?:over|above|from)\s+([$€£]\s?\d[\d,.]*))?/i.exec(
      text,
    );
  if (shipping) offers.push({ kind: 'shipping', amount: shipping[1]?.replace(/\s/g, '') ?? '', note: null });
  return offers;
}

/** Words a description says what the product is made to be with: "-free", "-tested", and the common ones. */
const QUALITY =
  /\b(?:[a-z]+-(?:free|tested|approved|friendly|proof|resistant|dyed|made|poured|washable|safe)|(?:non|low|high|single|plant|hand|full|fast|all)-[a-z]+|vegan|organic|breathable|lightweight|waterproof|recycled|reusable|compostable|biodegradable|handmade|rechargeable|wireless|cordless|stainless|sustainable|hypoallergenic|ergonomic|foldable|insulated)\b/gi;

function qualitiesOf(text: string): string[] {
  return unique(
    [...text.matchAll(QUALITY)]
      .map((match) => match[0])
      .filter((word) => !/^(?:all-in|hand-in|full-time|fast-forward)$/i.test(word))
      .map((word) => (/^[A-Z]{2,}/.test(word) ? word : word.toLowerCase())),
  ).slice(0, 4);
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
  CAD: 'C$',
};

/** "89.00 USD" as "$89", "24.99 EUR" as "€24.99", "38 CHF" as it is. */
function priceOf(line: string | undefined): string | null {
  const match = /^(\d[\d,]*(?:\.\d{1,2})?)(?:\s+([A-Z]{3}))?$/.exec(line?.trim() ?? '');
  if (!match) return null;
  const amount = match[1]!.replace(/\.00$/, '');
  const sign = match[2] ? CURRENCY_SIGNS[match[2]] : '$';
  return sign ? `${sign}${amount}` : `${amount} ${match[2]}`;
}

/** A product page's brief opens with its title on a line of its own, then "Brand:" and "Price:" lines. */
function briefOf(text: string): { title: string | null; price: string | null; body: string } {
  const lines = text.split('\n');
  const field = (name: string) =>
    lines
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const body = lines
    .filter((line) => !/^(?:brand|price):/i.test(line))
    .join('\n')
    .trim();
  const [first, second] = body.split('\n');
  const title =
    second !== undefined && first && !/[.!?]$/.test(first.trim()) && wordCount(first) <= MAX_NAME_WORDS + 2
      ? first.split(/,\s|\s[–—|-]\s/)[0]!.trim()
      : null;
  return { title, price: priceOf(field('price')), body };
}

/** "Rated 4.9 by 3,100 coffee lovers": the stars, and the people who gave them. */
const RATED_BY =
  /\b(?:rated|loved|trusted|chosen|used)\s+(?:(\d(?:\.\d)?)(?:\s*(?:\/\s*5|stars?))?\s+)?by\s+(?:over\s+|more than\s+)?(\d[\d,.]*\+?(?:\s?(?:k|million|thousand))?)\s+((?:[a-z-]+\s){0,2}?[a-z-]+s)\b/i;

export function readProductFacts(input: { product: string; audience?: string }): ProductFacts {
  const brief = briefOf(input.product.replace(/\s+\n/g, '\n').trim());
  const text = brief.body;
  const sentences = sentencesOf(text);
  const ratedBy = RATED_BY.exec(text);
  const people = PEOPLE.exec(text);
  const rating = RATING.exec(text);
  const name = brief.title ?? nameOf(sentences);
  const proof = sentences
    .map((sentence) => sentence.replace(/(?<!\b[ap]\.m)[.!]+$/, ''))
    .filter(
      (sentence) =>
        PROOF_FIGURE.test(sentence) &&
        !/^no more\b/i.test(sentence) &&
        !DOES.test(sentence) &&
        !/^(a|an|the|our|this)\s/i.test(sentence) &&
        !OFFER_WORDS.test(sentence) &&
        wordCount(sentence) >= 3 &&
        wordCount(sentence) <= MAX_PROOF_WORDS &&
        sentence !== name &&
        sentence !== brief.title,
    );
  return {
    name,
    benefits: benefitsOf(brief.title ? sentences.slice(1) : sentences),
    pains: painsOf(sentences),
    audience: audienceOf(input.audience, text),
    people: people
      ? `${people[1]} ${(people[2] ?? '').toLowerCase()}${people[3]!.toLowerCase()}`
      : ratedBy
        ? `${ratedBy[2]} ${ratedBy[3]!.toLowerCase()}`
        : null,
    rating: rating
      ? { stars: rating[1]!, reviews: rating[2]?.toLowerCase() ?? null }
      : ratedBy?.[1]
        ? { stars: ratedBy[1], reviews: null }
        : null,
    proof,
    offers: offersOf(text),
    qualities: qualitiesOf(brief.title ? sentences.slice(1).join(' ') : text),
    price: brief.price,
  };
}
