import { capitalise, wordCount } from './hook-english.ts';
import type { Formula, Written } from './hook-formulas.ts';

/*
 * Formulas for what a shop's product page says more than any other description: what the product is made to
 * be ("breathable", "fragrance-free"), its price and its shipping. Each is used only when the page says it.
 */

/** "breathable, garment-dyed and vegan": a list read aloud. */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** Its qualities, at most three, to be said in one breath. */
const fewQualities = (qualities: readonly string[]) => qualities.slice(0, 3);

export const SHOP_FORMULAS: readonly Formula[] = [
  {
    id: 'product-qualities',
    stage: 'product-aware',
    tactic: 'bold-claim',
    trigger: 'desire',
    write: ({ facts }) => {
      const qualities = fewQualities(facts.qualities);
      if (qualities.length < 2) return undefined;
      const said = capitalise(listed(qualities));
      return {
        text: facts.name ? `${said}. That's ${facts.name}.` : `${said}. Nothing left to compromise on.`,
        overlay: wordCount(said) <= 6 ? said : 'Nothing to compromise on',
        headlines: [said, 'Everything you want, nothing you don’t'],
        why: 'Says what it is made to be in one breath, so the viewer sees it fits before any pitch.',
      };
    },
  },
  {
    id: 'solution-price',
    stage: 'solution-aware',
    tactic: 'objection',
    trigger: 'relief',
    write: ({ facts, benefit }) => {
      if (facts.price === null || benefit === null) return undefined;
      return {
        text: `You don't need to spend a fortune to ${benefit}. ${facts.name ?? 'This one'}: ${facts.price}.`,
        overlay: `Just ${facts.price}`,
        headlines: [`No fortune needed, just ${facts.price}`],
        why: 'Answers the fear that a real fix costs too much, with the price itself.',
      };
    },
  },
  {
    id: 'most-price',
    stage: 'most-aware',
    tactic: 'urgency',
    trigger: 'desire',
    write: ({ facts }) => {
      if (facts.price === null) return undefined;
      const qualities = fewQualities(facts.qualities).slice(0, 2);
      const opening = qualities.length > 0 ? capitalise(listed(qualities)) : (facts.name ?? 'Yours');
      return {
        text: `${opening}, for ${facts.price}. Order yours today.`,
        overlay: `Yours for ${facts.price}`,
        headlines: [`Yours for ${facts.price}. Order today.`, `Yours today for just ${facts.price}`],
        why: 'A ready buyer wants the price and the next step, in that order, with nothing in between.',
      };
    },
  },
  {
    id: 'most-shipping',
    stage: 'most-aware',
    tactic: 'urgency',
    trigger: 'relief',
    write: ({ facts }) => {
      const shipping = facts.offers.find((offer) => offer.kind === 'shipping');
      if (!shipping) return undefined;
      const written: Written =
        shipping.amount === ''
          ? {
              text: 'Free shipping, straight to your door. Order yours today.',
              overlay: 'Free shipping',
              headlines: ['Free shipping, straight to your door'],
              why: 'Takes the last extra cost off the table for a buyer who is nearly there.',
            }
          : {
              text: `Free shipping on orders over ${shipping.amount}. Order yours today.`,
              overlay: `Free shipping over ${shipping.amount}`,
              headlines: [`Free shipping on orders over ${shipping.amount}`],
              why: 'Takes the last extra cost off the table, and nudges the basket past the line.',
            };
      return written;
    },
  },
];
