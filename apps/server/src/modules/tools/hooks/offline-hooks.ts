import {
  HOOK_STAGES,
  type GenerateHooksBody,
  type Hook,
  type HookTactic,
  type HookTone,
} from '@hookline/domain';
import { nearDuplicate, polish, wordCount } from './hook-english.ts';
import { FORMULAS, type Formula, type FormulaInput, type Written } from './hook-formulas.ts';
import { readProductFacts, type ProductFacts } from './product-facts.ts';
import { SHOP_FORMULAS } from './shop-formulas.ts';

/** Every formula: the public ones, and those for what a shop's product page says. */
const ALL_FORMULAS: readonly Formula[] = [...FORMULAS, ...SHOP_FORMULAS];

/*
 * Hooks written without a language model: the public formulas filled with the product's own facts, spread
 * over the five awareness stages. The same input always gives the same hooks (a seeded shuffle), so a
 * visitor who asks again, and a test, sees the same list; another product gets other hooks.
 */

const HEADLINE_MIN_WORDS = 5;
const HEADLINE_MAX_WORDS = 8;

/** FNV-1a: a stable 32-bit seed from the request. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, seeded generator. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** What the first frame shows, by tactic. */
function visualFor(tactic: HookTactic, facts: ProductFacts, pain: string | null): string {
  const product = facts.name ?? 'the product';
  const visuals: Record<HookTactic, string> = {
    question: pain
      ? `Close-up of someone in the middle of it: ${pain}.`
      : 'Close-up of a face, eyebrows raised, looking straight into the lens.',
    statistic: 'The figure in bold type filling the frame, nothing else.',
    'bold-claim': 'The claim in huge type on a plain background, the creator pointing at it.',
    'before-after': 'Split screen: the struggle on the left, the result on the right.',
    'curiosity-gap': `${product} half-hidden under a cloth, a hand about to pull it away.`,
    'direct-address': 'The creator leans into the lens, framed close, mid-sentence.',
    story: 'Selfie-style shot, talking straight to camera, no intro.',
    'social-proof': 'A fast scroll of real customer reviews, star ratings first.',
    urgency: `A countdown of days ticking in the corner, beside ${product}.`,
    'pattern-interrupt': 'A hard jump cut: a hand slaps the table and the camera jolts in close.',
    objection: 'The creator shaking their head at a pile of things that never worked.',
    'how-to': `Hands-on demo from above, ${product} already in use.`,
  };
  return polish(visuals[tactic]);
}

interface Fill {
  benefit: string | null;
  pain: string | null;
}

function sharesWords(first: string, second: string): boolean {
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/\W+/)
        .filter((word) => word.length > 3),
    );
  const a = words(first);
  return [...words(second)].some((word) => a.has(word));
}

/**
 * The benefit and pain pairs a formula may be filled with, the least used first: two hooks then lean on
 * different facts. A pain never repeats its benefit's words ("skip checked-bag fees" without "checked-bag fees").
 */
function fillsOf(facts: ProductFacts, uses: Map<string, number>): Fill[] {
  const used = (fact: string | null) => (fact === null ? 0 : (uses.get(fact) ?? 0));
  const byUse = (facts: readonly string[]) => [...facts].sort((a, b) => used(a) - used(b));
  const benefits: (string | null)[] = facts.benefits.length > 0 ? byUse(facts.benefits) : [null];
  const fills = benefits.flatMap((benefit) => {
    const pains = facts.pains.filter((pain) => benefit === null || !sharesWords(pain, benefit));
    return (pains.length > 0 ? byUse(pains) : [null]).map((pain) => ({ benefit, pain }));
  });
  return fills.sort((a, b) => used(a.benefit) + used(a.pain) - (used(b.benefit) + used(b.pain)));
}

/** A hook as the generator answers it: every line polished, a headline of 5 to 8 words not used before. */
function finish(
  formula: Formula,
  written: Written,
  input: FormulaInput,
  usedHeadlines: Set<string>,
): Hook | undefined {
  const text = polish(written.text);
  const headline = written.headlines
    .filter(Boolean)
    .map((candidate) => polish(candidate).replace(/[.]$/, ''))
    .find(
      (candidate) =>
        wordCount(candidate) >= HEADLINE_MIN_WORDS &&
        wordCount(candidate) <= HEADLINE_MAX_WORDS &&
        !usedHeadlines.has(candidate.toLowerCase()),
    );
  if (!headline) return undefined;
  return {
    text,
    stage: formula.stage,
    trigger: formula.trigger,
    tactic: formula.tactic,
    why: polish(written.why),
    spoken: text,
    visual: visualFor(formula.tactic, input.facts, input.pain),
    overlay: polish(written.overlay).replace(/\.$/, ''),
    headline,
  };
}

/** How many hooks each stage gets: an even share, the earlier stages taking what does not divide. */
function shares(count: number): number[] {
  const base = Math.floor(count / HOOK_STAGES.length);
  return HOOK_STAGES.map((_stage, index) => base + (index < count % HOOK_STAGES.length ? 1 : 0));
}

/** Reads the angle as one more benefit when it is a verb phrase ("save an hour a day"). */
function withAngle(facts: ProductFacts, angle: string | undefined): ProductFacts {
  const benefit = angle?.trim().replace(/[.!?]+$/, '');
  if (!benefit || wordCount(benefit) < 2 || wordCount(benefit) > 9) return facts;
  const angleFacts = readProductFacts({ product: `Helps you ${benefit}.` });
  const [first] = angleFacts.benefits;
  return first ? { ...facts, benefits: [first, ...facts.benefits.filter((b) => b !== first)] } : facts;
}

/** The hooks for a product, written from the public formulas, grouped from unaware to most aware. */
export function writeOfflineHooks(
  request: Pick<GenerateHooksBody, 'product' | 'audience' | 'angle' | 'tone' | 'count'>,
): Hook[] {
  const tone: HookTone = request.tone ?? 'friendly';
  const facts = withAngle(
    readProductFacts({ product: request.product, audience: request.audience }),
    request.angle,
  );
  const random = randomFrom(
    seedOf(JSON.stringify([request.product, request.audience ?? '', request.angle ?? '', tone])),
  );
  const uses = new Map<string, number>();
  const usedHeadlines = new Set<string>();
  const chosen: Hook[] = [];
  const usedFormulas = new Set<string>();

  const tryFormula = (formula: Formula): boolean => {
    if (usedFormulas.has(formula.id)) return false;
    for (const fill of fillsOf(facts, uses)) {
      const input: FormulaInput = { facts, tone, ...fill };
      const written = formula.write(input);
      if (!written) continue;
      const hook = finish(formula, written, input, usedHeadlines);
      if (!hook || chosen.some((other) => nearDuplicate(other.text, hook.text))) continue;
      usedFormulas.add(formula.id);
      usedHeadlines.add(hook.headline!.toLowerCase());
      for (const fact of [fill.benefit, fill.pain]) {
        if (fact !== null && hook.text.includes(fact)) uses.set(fact, (uses.get(fact) ?? 0) + 1);
      }
      chosen.push(hook);
      return true;
    }
    return false;
  };

  // Each stage its share: formulas that use the product's facts first, in a seeded order, then generic ones.
  const order = (formulas: readonly Formula[]) => [
    ...shuffled(
      formulas.filter((formula) => formula.needs === undefined),
      random,
    ),
    ...shuffled(
      formulas.filter((formula) => formula.needs === 'name'),
      random,
    ),
    ...shuffled(
      formulas.filter((formula) => formula.needs === 'nothing'),
      random,
    ),
  ];
  shares(request.count).forEach((share, index) => {
    let taken = 0;
    for (const formula of order(ALL_FORMULAS.filter((f) => f.stage === HOOK_STAGES[index]))) {
      if (taken >= share) break;
      if (tryFormula(formula)) taken += 1;
    }
  });
  // A stage that ran short leaves its place to another stage's formulas.
  for (const formula of order(ALL_FORMULAS)) {
    if (chosen.length >= request.count) break;
    tryFormula(formula);
  }
  return chosen.sort((a, b) => HOOK_STAGES.indexOf(a.stage) - HOOK_STAGES.indexOf(b.stage));
}
