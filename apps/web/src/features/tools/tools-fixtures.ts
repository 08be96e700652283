import type { GenerateHooksResponse, Hook, ProductDetails, SavedHook } from '@hookline/domain';

/** Hooks of every stage, sent out of order as a server might: the page groups them. */
export const HOOKS: Hook[] = [
  {
    text: 'Still buying a new pair of running shoes every spring?',
    stage: 'problem-aware',
    trigger: 'pain',
    tactic: 'question',
    why: 'Names the cost runners already resent.',
    spoken: 'Still buying new running shoes every spring?',
    visual: 'A pile of worn-out trainers by a door',
    overlay: 'One pair. 1,000 km.',
  },
  {
    text: 'Your knees keep count of every downhill mile.',
    stage: 'unaware',
    trigger: 'surprise',
    tactic: 'pattern-interrupt',
    why: 'Makes a hidden strain felt before naming any shoe.',
    headline: 'Your knees count every downhill',
  },
  {
    text: 'Trail Runner 2 is back at 129 USD, free returns for 30 days.',
    stage: 'most-aware',
    trigger: 'fear-of-missing-out',
    tactic: 'urgency',
    why: 'Gives people who know the shoe the push of price and risk-free returns.',
    headline: 'Trail Runner 2, back at 129 USD',
  },
  {
    text: 'A recycled sole that grips wet rock like new tyres.',
    stage: 'solution-aware',
    trigger: 'desire',
    tactic: 'bold-claim',
    why: 'Answers the grip worry of trail runners comparing shoes.',
    headline: 'Grip wet rock on a recycled sole',
  },
];

export function generated(overrides: Partial<GenerateHooksResponse> = {}): GenerateHooksResponse {
  return {
    data: HOOKS,
    generatedBy: { method: 'formulas', model: null },
    triesLeft: null,
    ...overrides,
  };
}

export const PRODUCT: ProductDetails = {
  name: 'Trail Runner 2',
  description: 'A lightweight trail shoe with a recycled sole and 30-day free returns.',
  price: '129.00',
  currency: 'USD',
  images: ['https://shop.example.com/images/trail-runner-2.jpg'],
  brand: 'Stride',
  source: 'shopify',
  url: 'https://shop.example.com/products/trail-runner-2',
};

export function savedHook(hook: Hook, id: string): SavedHook {
  return {
    ...hook,
    _id: id,
    workspaceId: 'ws-1',
    product: 'Trail Runner 2',
    createdBy: 'user-1',
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}
