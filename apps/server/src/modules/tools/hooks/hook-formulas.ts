import type { HookStage, HookTactic, HookTone, HookTrigger } from '@hookline/domain';
import { capitalise } from './hook-english.ts';
import type { Offer, ProductFacts } from './product-facts.ts';

/*
 * The public hook formulas, each written for one awareness stage, with the facts it needs. A formula that
 * lacks a fact is not used: the writer falls back on formulas that need fewer, down to ones that need none.
 * Fragments are placed only where their grammar cannot break: a benefit after "to" or "you", a pain after
 * "of" or "with", the name never as a subject (its verb would have to agree with "Gummies" or "Trackly").
 */

export interface FormulaInput {
  facts: ProductFacts;
  tone: HookTone;
  /** The benefit and pain this use of the formula is given (rotated, so that two formulas differ). */
  benefit: string | null;
  pain: string | null;
}

export interface Written {
  text: string;
  overlay: string;
  /** Headlines in order of preference; the first of 5 to 8 words not yet used is kept. */
  headlines: string[];
  why: string;
}

export interface Formula {
  id: string;
  stage: HookStage;
  tactic: HookTactic;
  trigger: HookTrigger;
  /** Undefined when the facts lack what it needs. */
  write(input: FormulaInput): Written | undefined;
  /** Formulas that need only the name come after those using the product's facts; those needing nothing, last. */
  needs?: 'name' | 'nothing';
}

type ToneWords = Partial<Record<HookTone, string>> & { default: string };
const byTone = (tone: HookTone, words: ToneWords): string => words[tone] ?? words.default;

/** Whom the why speaks of: the audience, else the buyers. */
const who = (facts: ProductFacts) => facts.audience ?? 'your buyers';

function offerOf(facts: ProductFacts, kinds: readonly Offer['kind'][]): Offer | undefined {
  return facts.offers.find((offer) => kinds.includes(offer.kind));
}

export const FORMULAS: readonly Formula[] = [
  // Unaware: they don't know they have the problem; lead with a story, a surprise or a question.
  {
    id: 'unaware-curiosity',
    stage: 'unaware',
    tactic: 'curiosity-gap',
    trigger: 'curiosity',
    write: ({ benefit, tone, facts }) =>
      benefit === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `Nobody told me it could be this easy to ${benefit}.`,
              bold: `Nobody tells you how easy it is to ${benefit}.`,
              premium: `There's a quieter way to ${benefit}, and few people know it.`,
              clinical: `Most people overcomplicate how to ${benefit}. There's a simpler route.`,
            }),
            overlay: 'Nobody told me this',
            headlines: [`The easy way to ${benefit}`, 'Nobody told me it was this easy'],
            why: `Promises an easy answer to something ${who(facts)} already want, so they stay to hear it.`,
          },
  },
  {
    id: 'unaware-interrupt',
    stage: 'unaware',
    tactic: 'pattern-interrupt',
    trigger: 'surprise',
    write: ({ pain, tone }) =>
      pain === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `If you know ${pain} all too well, keep watching.`,
              bold: `Stop scrolling if you know ${pain} all too well.`,
              playful: `Plot twist: you can say goodbye to ${pain}.`,
              premium: `Nobody should have to live with ${pain}.`,
              clinical: `There is a fix for ${pain}, and it is simpler than you think.`,
              urgent: `Stop scrolling. Let's end ${pain} today.`,
            }),
            overlay: 'Sound familiar?',
            headlines: [`You don't have to live with ${pain}`, 'Stop scrolling if this sounds familiar'],
            why: 'Breaks the scroll with a moment the viewer recognises from their own week.',
          },
  },
  {
    id: 'unaware-question',
    stage: 'unaware',
    tactic: 'question',
    trigger: 'desire',
    write: ({ benefit, tone }) =>
      benefit === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `What if you could ${benefit} without trying any harder?`,
              playful: `Okay, but what if you could ${benefit} without even trying?`,
              urgent: `What if you could ${benefit}, starting this week?`,
            }),
            overlay: 'What if it were easy?',
            headlines: [`What if you could ${benefit}?`, 'What if it could be this easy?'],
            why: 'An open question about a result they want makes the viewer answer it in their head.',
          },
  },
  {
    id: 'unaware-story',
    stage: 'unaware',
    tactic: 'story',
    trigger: 'pain',
    write: ({ pain, benefit }) => {
      if (pain !== null) {
        return {
          text: `I put up with ${pain} for years. Then a friend showed me this.`,
          overlay: 'I put up with this for years',
          headlines: ['I put up with this for years'],
          why: 'A first-person story about a shared frustration earns trust before any pitch.',
        };
      }
      if (benefit === null) return undefined;
      return {
        text: `I never thought I'd ${benefit}. Then I tried this.`,
        overlay: "I never thought I'd say this",
        headlines: ['I never thought this would work'],
        why: 'A first-person story of a surprising result earns trust before any pitch.',
      };
    },
  },
  {
    id: 'unaware-statistic',
    stage: 'unaware',
    tactic: 'statistic',
    trigger: 'authority',
    write: ({ facts }) => {
      const [proof] = facts.proof;
      if (!proof) return undefined;
      const aboutPeople =
        /\b(customers|users|people|teams|members|clients|companies|families|buyers)\b/i.test(proof);
      return {
        text: `${proof}. ${aboutPeople ? "Here's what they know that you don't." : "Here's why that matters."}`,
        overlay: proof.split(' ').length <= 7 ? proof : 'The numbers speak for themselves',
        headlines: [proof, 'The numbers behind the hype, explained'],
        why: 'A real figure from the product makes the claim concrete, and concrete claims get believed.',
      };
    },
  },
  {
    id: 'unaware-bold',
    stage: 'unaware',
    tactic: 'bold-claim',
    trigger: 'surprise',
    write: ({ benefit, tone }) =>
      benefit === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `Trying harder won't help you ${benefit}. This will.`,
              playful: `Plot twist: trying harder won't help you ${benefit}.`,
              premium: `Effort alone won't help you ${benefit}. The right choice will.`,
            }),
            overlay: "Trying harder isn't the answer",
            headlines: ["Trying harder won't help. This will."],
            why: 'Contradicts what the viewer believes about the problem, so they want the alternative.',
          },
  },
  {
    id: 'unaware-pov',
    // It needs only the name, and says something without one: after the formulas using the facts.
    needs: 'name',
    stage: 'unaware',
    tactic: 'pattern-interrupt',
    trigger: 'curiosity',
    write: ({ facts }) =>
      facts.name === null
        ? undefined
        : {
            text: `POV: you just found out about ${facts.name}.`,
            overlay: 'POV: you just found out',
            headlines: [`You just found out about ${facts.name}`, 'The best find of your year, honestly'],
            why: 'The point-of-view format puts the viewer inside the moment of discovery.',
          },
  },

  // Problem aware: they feel the pain; name it better than they can.
  {
    id: 'problem-question',
    stage: 'problem-aware',
    tactic: 'question',
    trigger: 'pain',
    write: ({ pain, tone, facts }) => {
      if (pain === null) return undefined;
      const tired = facts.audience ? `${capitalise(facts.audience)}, tired of ${pain}?` : `Tired of ${pain}?`;
      const text = byTone(tone, {
        default: tired,
        bold: `Sick of ${pain}?`,
        playful: `Who else is over ${pain}?`,
        premium: `Still putting up with ${pain}?`,
        clinical: `Struggling with ${pain}?`,
        urgent: `Still dealing with ${pain}?`,
      });
      return {
        text,
        overlay: text.split(' ').length <= 7 ? text : 'Sound familiar?',
        headlines: [text, 'Tired of this? There is a fix'],
        why: `Names the exact frustration ${who(facts)} feel, so the right people stop scrolling.`,
      };
    },
  },
  {
    id: 'problem-direct',
    stage: 'problem-aware',
    tactic: 'direct-address',
    trigger: 'belonging',
    write: ({ pain, facts }) => {
      if (pain === null) return undefined;
      const { audience } = facts;
      return {
        text: audience
          ? `Calling all ${audience} who are done with ${pain}.`
          : `If you're done with ${pain}, this is for you.`,
        overlay: audience ? `Calling all ${audience}` : 'This one is for you',
        headlines: [
          audience ? `Calling all ${audience}: this is for you` : '',
          'If this is you, keep watching',
        ],
        why: 'Speaks to one group by name, so they feel the ad was made for them.',
      };
    },
  },
  {
    id: 'problem-objection',
    stage: 'problem-aware',
    tactic: 'objection',
    trigger: 'relief',
    write: ({ pain }) =>
      pain === null
        ? undefined
        : {
            text: `You've tried everything else. Here's what finally ends ${pain}.`,
            overlay: 'Tried everything? Try this',
            headlines: ['Tried everything else? Try this one'],
            why: "Meets the viewer's doubt head-on: they've been let down before, and the ad says so.",
          },
  },
  {
    id: 'problem-story',
    stage: 'problem-aware',
    tactic: 'story',
    trigger: 'pain',
    write: ({ pain }) =>
      pain === null
        ? undefined
        : {
            text: `${capitalise(pain)} used to be my normal. Not anymore.`,
            overlay: 'Not anymore',
            headlines: ['This used to be my normal'],
            why: 'A before-state the viewer lives in, told as a story, makes the change believable.',
          },
  },
  {
    id: 'problem-bold',
    stage: 'problem-aware',
    tactic: 'bold-claim',
    trigger: 'relief',
    write: ({ pain }) =>
      pain === null
        ? undefined
        : {
            text: `It's not your fault you're stuck with ${pain}.`,
            overlay: "It's not your fault",
            headlines: ["It's not your fault. Here's why."],
            why: 'Takes the blame off the viewer, which opens them to a new answer.',
          },
  },
  {
    id: 'problem-interrupt',
    stage: 'problem-aware',
    tactic: 'pattern-interrupt',
    trigger: 'surprise',
    write: ({ pain }) =>
      pain === null
        ? undefined
        : {
            text: `Stop accepting ${pain} as normal.`,
            overlay: "This isn't normal",
            headlines: [`Stop accepting ${pain} as normal`, "This shouldn't be your normal"],
            why: 'A blunt command that refuses the status quo jolts the viewer out of the scroll.',
          },
  },
  {
    id: 'problem-why',
    stage: 'problem-aware',
    tactic: 'question',
    trigger: 'pain',
    write: ({ benefit }) =>
      benefit === null
        ? undefined
        : {
            text: `Why is it so hard to ${benefit}?`,
            overlay: 'Why is this so hard?',
            headlines: [`Why is it so hard to ${benefit}?`, 'Why does this have to be hard?'],
            why: "Voices, as a question, a frustration the viewer has felt but hasn't put into words.",
          },
  },

  // Solution aware: they know solutions exist; show a better way.
  {
    id: 'solution-how-to',
    stage: 'solution-aware',
    tactic: 'how-to',
    trigger: 'desire',
    write: ({ benefit, pain }) =>
      benefit === null
        ? undefined
        : {
            text: pain === null ? `How to ${benefit}, the easy way.` : `How to ${benefit} without ${pain}.`,
            overlay: benefit.split(' ').length <= 5 ? `How to ${benefit}` : "Here's how",
            headlines: [
              `How to ${benefit}`,
              `How to ${benefit}, made simple`,
              'The simple how-to, step by step',
            ],
            why: 'Promises a method, and a method is what someone comparing solutions wants.',
          },
  },
  {
    id: 'solution-before-after',
    stage: 'solution-aware',
    tactic: 'before-after',
    trigger: 'desire',
    write: ({ benefit, pain }) =>
      benefit === null || pain === null
        ? undefined
        : {
            text: `Before: ${pain}. After: you ${benefit}.`,
            overlay: 'Before / after',
            headlines: [`From ${pain} to this`, 'Before and after, side by side'],
            why: 'Shows the change itself, so the viewer pictures their own after.',
          },
  },
  {
    id: 'solution-bold',
    stage: 'solution-aware',
    tactic: 'bold-claim',
    trigger: 'surprise',
    write: ({ benefit }) =>
      benefit === null
        ? undefined
        : {
            text: `The easiest way to ${benefit} isn't what you think.`,
            overlay: "It's not what you think",
            headlines: [`The easiest way to ${benefit}`, "It's not what you'd expect"],
            why: 'Challenges the solutions the viewer already knows, so they want to hear the new one.',
          },
  },
  {
    id: 'solution-curiosity',
    stage: 'solution-aware',
    tactic: 'curiosity-gap',
    trigger: 'curiosity',
    write: ({ benefit }) =>
      benefit === null
        ? undefined
        : {
            text: `There's a smarter way to ${benefit}, and it takes one small switch.`,
            overlay: 'One small switch',
            headlines: ['The one small switch worth making'],
            why: 'Hints at a simple change without naming it, so the viewer watches to find out.',
          },
  },
  {
    id: 'solution-objection',
    stage: 'solution-aware',
    tactic: 'objection',
    trigger: 'relief',
    write: ({ benefit }) =>
      benefit === null
        ? undefined
        : {
            text: `Think you can't ${benefit}? You just haven't had the right help.`,
            overlay: "You can. Here's how",
            headlines: [`Yes, you can ${benefit}`, 'You just needed the right help'],
            why: 'Answers the doubt that stopped the viewer before, then offers the way past it.',
          },
  },
  {
    id: 'solution-social',
    stage: 'solution-aware',
    tactic: 'social-proof',
    trigger: 'belonging',
    write: ({ benefit, facts }) =>
      benefit === null || facts.audience === null
        ? undefined
        : {
            text: `Why ${facts.audience} are switching to a simpler way to ${benefit}.`,
            overlay: "Why everyone's switching",
            headlines: [`Why ${facts.audience} are switching`, 'Why so many people are switching'],
            why: 'People follow their peers: seeing others like them switch makes switching feel safe.',
          },
  },
  {
    id: 'solution-question',
    stage: 'solution-aware',
    tactic: 'question',
    trigger: 'desire',
    write: ({ benefit, tone }) =>
      benefit === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `Want to ${benefit}? Start here.`,
              bold: `Want to ${benefit}? Do this instead.`,
              urgent: `Want to ${benefit}? Start today.`,
            }),
            overlay: 'Start here',
            headlines: [`Want to ${benefit}? Start here`, 'The best place to start, explained'],
            why: 'Turns the goal into a next step the viewer can take right away.',
          },
  },

  // Product aware: they know the product; give the proof and the reason to choose it.
  {
    id: 'product-meet',
    stage: 'product-aware',
    tactic: 'direct-address',
    trigger: 'desire',
    write: ({ benefit, facts, tone }) =>
      facts.name === null || benefit === null
        ? undefined
        : {
            text: `Meet ${facts.name}: the ${byTone(tone, { default: 'simple', premium: 'effortless', playful: 'fun', clinical: 'proven' })} way to ${benefit}.`,
            overlay: `Meet ${facts.name}`,
            headlines: [
              `Meet ${facts.name}`,
              `${capitalise(facts.name)}: the simple way to ${benefit}`,
              `Meet the simple way to ${benefit}`,
            ],
            why: 'Introduces the product by the result it gives, not by its features.',
          },
  },
  {
    id: 'product-join',
    stage: 'product-aware',
    tactic: 'social-proof',
    trigger: 'belonging',
    write: ({ benefit, facts }) =>
      facts.people === null || benefit === null
        ? undefined
        : {
            text: `Join the ${facts.people} who already ${benefit}.`,
            overlay: `${facts.people} and counting`,
            headlines: [
              `Join the ${facts.people} who already switched`,
              'Join everyone who already switched',
            ],
            why: 'A real count of customers makes choosing it feel like the safe, popular choice.',
          },
  },
  {
    id: 'product-rating',
    stage: 'product-aware',
    tactic: 'statistic',
    trigger: 'authority',
    write: ({ facts }) => {
      const { rating } = facts;
      if (!rating) return undefined;
      return {
        text: rating.reviews
          ? `${rating.stars} stars from ${rating.reviews}. See what the fuss is about.`
          : `Rated ${rating.stars} stars. See what the fuss is about.`,
        overlay: `${rating.stars} stars`,
        headlines: [
          rating.reviews ? `${rating.stars} stars from ${rating.reviews}, and counting` : '',
          `Rated ${rating.stars} stars by real customers`,
        ],
        why: 'A rating from real buyers is proof the viewer can check, which beats any claim.',
      };
    },
  },
  {
    id: 'product-how-to',
    stage: 'product-aware',
    tactic: 'how-to',
    trigger: 'desire',
    write: ({ benefit, facts }) =>
      facts.name === null || benefit === null
        ? undefined
        : {
            text: facts.audience
              ? `How ${facts.audience} use ${facts.name} to ${benefit}.`
              : `Here's how to ${benefit} with ${facts.name}.`,
            overlay: "Here's how it works",
            headlines: [
              facts.audience ? `How ${facts.audience} use ${facts.name}` : '',
              "Here's how it works, start to finish",
            ],
            why: 'Shows the product in use, which answers "will it work for me?" before it is asked.',
          },
  },
  {
    id: 'product-detail',
    // It needs only the name, and says something without one: after the formulas using the facts.
    needs: 'name',
    stage: 'product-aware',
    tactic: 'curiosity-gap',
    trigger: 'curiosity',
    write: ({ facts }) =>
      facts.name === null
        ? undefined
        : {
            text: `The one detail that sets ${facts.name} apart.`,
            overlay: 'Wait for it',
            headlines: ['The one detail that sets it apart'],
            why: 'Promises a specific difference, so the viewer watches to see it.',
          },
  },
  {
    id: 'product-offer',
    stage: 'product-aware',
    tactic: 'objection',
    trigger: 'relief',
    write: ({ facts }) => {
      const offer = offerOf(facts, ['guarantee', 'trial', 'warranty', 'returns']);
      if (!offer) return undefined;
      const name = facts.name ?? 'it';
      const note = offer.note ? `, ${offer.note}` : '';
      const lines: Record<'guarantee' | 'trial' | 'warranty' | 'returns', Written> = {
        guarantee: {
          text: `Not sure ${name} will work for you? You have ${offer.amount} days to decide.`,
          overlay: `${offer.amount} days to decide`,
          headlines: [`Try it for ${offer.amount} days, risk-free`],
          why: 'Removes the risk of buying, the last reason an interested viewer has to wait.',
        },
        trial: {
          text: `Not sure it's right for you? Try ${name} free for ${offer.amount} days${note}.`,
          overlay: `Free for ${offer.amount} days`,
          headlines: [`Try it free for ${offer.amount} days`],
          why: 'A free trial answers the doubt "will it work for us?" without asking for a commitment.',
        },
        warranty: {
          text:
            offer.amount === 'lifetime'
              ? "Worried it won't last? You get a lifetime warranty."
              : `Worried it won't last? You get a ${offer.amount}-year warranty.`,
          overlay: offer.amount === 'lifetime' ? 'Lifetime warranty' : `${offer.amount}-year warranty`,
          headlines: [
            offer.amount === 'lifetime'
              ? 'Built to last, and backed for life'
              : `Backed by a ${offer.amount}-year warranty`,
          ],
          why: 'Answers the fear of a bad purchase with a promise the brand has to keep.',
        },
        returns: {
          text: `Not sure it's right for you? You have ${offer.amount} days to send it back.`,
          overlay: `${offer.amount}-day returns`,
          headlines: [`${offer.amount} days to change your mind`],
          why: 'Easy returns make the first order feel safe.',
        },
      };
      return lines[offer.kind as keyof typeof lines];
    },
  },
  {
    id: 'product-story',
    // It needs only the name, and says something without one: after the formulas using the facts.
    needs: 'name',
    stage: 'product-aware',
    tactic: 'story',
    trigger: 'curiosity',
    write: ({ facts }) =>
      facts.name === null
        ? undefined
        : {
            text: `I almost didn't try ${facts.name}. Here's what changed my mind.`,
            overlay: "I almost didn't try it",
            headlines: ["I almost didn't try it. Glad I did."],
            why: 'A sceptic turned fan is the most convincing story a hesitant buyer can hear.',
          },
  },
  {
    id: 'product-with',
    stage: 'product-aware',
    tactic: 'bold-claim',
    trigger: 'desire',
    write: ({ benefit, facts }) =>
      facts.name === null || benefit === null
        ? undefined
        : {
            text: `With ${facts.name}, you ${benefit}. It's that simple.`,
            overlay: "It's that simple",
            headlines: ['It really is that simple'],
            why: 'One plain promise, said with confidence, is easier to believe than a list.',
          },
  },

  // Most aware: they know it and want it; give the reason to act now.
  {
    id: 'most-urgency-pain',
    stage: 'most-aware',
    tactic: 'urgency',
    trigger: 'fear-of-missing-out',
    write: ({ pain, tone }) =>
      pain === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `Every week you wait is another week of ${pain}.`,
              urgent: `Every day you wait is another day of ${pain}.`,
            }),
            overlay: 'Why wait another week?',
            headlines: ['Why wait another week for this?'],
            why: 'Puts a cost on waiting, so doing nothing stops feeling free.',
          },
  },
  {
    id: 'most-sign',
    // It needs only the name, and says something without one: after the formulas using the facts.
    needs: 'name',
    stage: 'most-aware',
    tactic: 'direct-address',
    trigger: 'fear-of-missing-out',
    write: ({ facts }) => ({
      text: facts.name
        ? `Still thinking about ${facts.name}? This is your sign.`
        : 'Still on the fence? This is your sign.',
      overlay: 'This is your sign',
      headlines: ['Still thinking about it? This is your sign.'],
      why: 'Speaks to the viewer who has already looked, and gives them permission to act.',
    }),
  },
  {
    id: 'most-offer',
    stage: 'most-aware',
    tactic: 'urgency',
    trigger: 'fear-of-missing-out',
    write: ({ facts }) => {
      const offer = offerOf(facts, ['discount', 'trial', 'guarantee', 'warranty']);
      if (!offer) return undefined;
      const lines: Record<'discount' | 'trial' | 'guarantee' | 'warranty', Written> = {
        discount: {
          text: `Get ${offer.amount} off your first order while it lasts.`,
          overlay: `${offer.amount} off your first order`,
          headlines: [`Take ${offer.amount} off your first order now`],
          why: 'A concrete saving with an end in sight turns intent into an order.',
        },
        trial: {
          text: `Start your free ${offer.amount}-day trial today${offer.note ? `, ${offer.note}` : ''}.`,
          overlay: `Free ${offer.amount}-day trial`,
          headlines: [`Start your free ${offer.amount}-day trial today`],
          why: 'Makes the next step free and immediate, which is all a ready buyer needs.',
        },
        guarantee: {
          text: `Try it for ${offer.amount} days. If you don't love it, get your money back.`,
          overlay: 'Money-back guarantee',
          headlines: ['Love it, or get your money back'],
          why: 'A money-back promise takes away the risk that holds a ready buyer back.',
        },
        warranty: {
          text: `Backed by a ${offer.amount === 'lifetime' ? 'lifetime' : `${offer.amount}-year`} warranty. Order yours today.`,
          overlay: 'Order yours today',
          headlines: [`Backed for ${offer.amount === 'lifetime' ? 'life' : 'years'}. Order yours today.`],
          why: 'Pairs the reason to trust it with a plain call to act.',
        },
      };
      return lines[offer.kind as keyof typeof lines];
    },
  },
  {
    id: 'most-social',
    stage: 'most-aware',
    tactic: 'social-proof',
    trigger: 'fear-of-missing-out',
    write: ({ facts }) => {
      if (facts.people) {
        return {
          text: `${capitalise(facts.people)} already made the switch. Your turn.`,
          overlay: 'Your turn',
          headlines: [`${capitalise(facts.people)} already made the switch`],
          why: 'Being the one left out is a stronger push than any discount.',
        };
      }
      if (facts.rating?.reviews) {
        return {
          text: `${capitalise(facts.rating.reviews)}, ${facts.rating.stars} stars on average. Your turn.`,
          overlay: 'Your turn',
          headlines: [`${capitalise(facts.rating.reviews)} can't all be wrong`],
          why: 'Being the one left out is a stronger push than any discount.',
        };
      }
      return undefined;
    },
  },
  {
    id: 'most-urgency-benefit',
    stage: 'most-aware',
    tactic: 'urgency',
    trigger: 'desire',
    write: ({ benefit, tone }) =>
      benefit === null
        ? undefined
        : {
            text: byTone(tone, {
              default: `Don't wait another month to ${benefit}.`,
              urgent: `Don't wait another day to ${benefit}.`,
              premium: `You've waited long enough to ${benefit}.`,
            }),
            overlay: "Don't wait another month",
            headlines: [`Don't wait another month to ${benefit}`, "There's no reason to wait anymore"],
            why: 'Reminds a ready buyer that every delay postpones the result they want.',
          },
  },
  {
    id: 'most-question',
    // It needs only the name, and says something without one: after the formulas using the facts.
    needs: 'name',
    stage: 'most-aware',
    tactic: 'question',
    trigger: 'desire',
    write: ({ facts }) =>
      facts.name === null
        ? undefined
        : {
            text: `The only question left: when will you try ${facts.name}?`,
            overlay: 'So, when?',
            headlines: ['So, when will you try it?'],
            why: 'Skips "whether" and asks "when", the question a convinced buyer is already asking.',
          },
  },

  // Formulas that need only the product's name.
  named('unaware-name-everyone', 'unaware', 'curiosity-gap', 'curiosity', (name) => ({
    text: `Everyone's asking about ${name}. Here's why.`,
    overlay: "Here's why",
    headlines: ["Everyone's asking about this. Here's why."],
    why: 'Implies the viewer is missing out on something people already talk about.',
  })),
  named('unaware-name-sooner', 'unaware', 'story', 'desire', (name) => ({
    text: `I wish I had found ${name} sooner.`,
    overlay: 'I wish I had found this sooner',
    headlines: ['I wish I had found this sooner'],
    why: 'Regret for lost time is a short story that sells the product without a pitch.',
  })),
  named('solution-name-look', 'solution-aware', 'direct-address', 'desire', (name) => ({
    text: `Before you settle for less, take a look at ${name}.`,
    overlay: 'Before you settle',
    headlines: ['Before you settle, take a look'],
    why: 'Catches the viewer while they compare options, before they choose another.',
  })),
  named('product-name-review', 'product-aware', 'story', 'authority', (name) => ({
    text: `My honest review of ${name}, after a month.`,
    overlay: 'My honest review',
    headlines: ['My honest review, after a month'],
    why: 'An honest review promises the downsides too, which is why people trust it.',
  })),
  named('product-name-reasons', 'product-aware', 'curiosity-gap', 'curiosity', (name) => ({
    text: `Three reasons I keep coming back to ${name}.`,
    overlay: 'Three reasons',
    headlines: ['Three reasons I keep coming back'],
    why: 'A numbered promise tells the viewer exactly what they will get for staying.',
  })),

  named('problem-name-until', 'problem-aware', 'story', 'relief', (name) => ({
    text: `Everything I tried fell short, until ${name}.`,
    overlay: 'Everything fell short',
    headlines: ['Everything I tried fell short, until this'],
    why: 'A run of failures ending in one answer is a story the frustrated viewer wants to finish.',
  })),
  named('most-name-try', 'most-aware', 'urgency', 'fear-of-missing-out', (name) => ({
    text: `Give ${name} a try before you scroll away.`,
    overlay: 'Before you scroll away',
    headlines: ['Give it a try before you scroll'],
    why: 'Asks for the smallest step at the moment attention is highest.',
  })),

  // Formulas that need no fact: used when the product text says little.
  generic('generic-scroll', 'unaware', 'pattern-interrupt', 'surprise', {
    text: "Stop scrolling. You'll want to see this.",
    overlay: 'Wait for it',
    headlines: ["You'll want to see this one"],
    why: 'A plain command to stop is a pattern break of its own in a feed of sales pitches.',
  }),
  generic('generic-expect', 'unaware', 'story', 'surprise', {
    text: "I didn't expect this to work. It did.",
    overlay: "I didn't expect this",
    headlines: ["I didn't expect this to work"],
    why: 'A sceptic surprised by a result is a short story everyone wants the end of.',
  }),
  generic('generic-week', 'problem-aware', 'direct-address', 'pain', {
    text: 'If this sounds like your week, keep watching.',
    overlay: 'Sound like your week?',
    headlines: ['If this sounds like your week'],
    why: 'Invites the viewer to recognise themselves before anything is sold.',
  }),
  generic('generic-hard-way', 'solution-aware', 'bold-claim', 'surprise', {
    text: "You've been doing it the hard way.",
    overlay: "There's an easier way",
    headlines: ["You've been doing it the hard way"],
    why: 'Tells the viewer their current solution costs them, which makes them look for a better one.',
  }),
  generic('generic-nobody-tells', 'product-aware', 'curiosity-gap', 'curiosity', {
    text: "Here's what nobody tells you before you buy.",
    overlay: 'Before you buy',
    headlines: ['What nobody tells you before you buy'],
    why: 'Promises inside knowledge at the moment the viewer is deciding.',
  }),
  generic('generic-buy-again', 'product-aware', 'story', 'desire', {
    text: "This is the one thing I'd buy again tomorrow.",
    overlay: "I'd buy it again",
    headlines: ["The one thing I'd buy again"],
    why: "A buyer's own verdict is the shortest testimonial there is.",
  }),
  generic('generic-upgrade', 'most-aware', 'bold-claim', 'desire', {
    text: "The upgrade you didn't know you needed.",
    overlay: 'Consider this your upgrade',
    headlines: ["The upgrade you didn't know you needed"],
    why: 'Frames the purchase as a step up, not a cost.',
  }),
  generic('generic-cart', 'most-aware', 'urgency', 'fear-of-missing-out', {
    text: "If it's been in your cart all week, this is your nudge.",
    overlay: 'Still in your cart?',
    headlines: ["Still in your cart? Here's your nudge."],
    why: 'Speaks to the buyer who already chose it and only needs a push.',
  }),
  generic('generic-best-buy', 'unaware', 'story', 'curiosity', {
    text: 'Let me tell you about the best thing I bought this year.',
    overlay: 'Best buy of the year',
    headlines: ['The best thing I bought this year'],
    why: 'A personal recommendation opens like a conversation, not an ad.',
  }),
  generic('generic-three-reasons', 'solution-aware', 'how-to', 'curiosity', {
    text: 'Three things I wish I had known before I chose.',
    overlay: 'Three things to know',
    headlines: ['Three things I wish I had known'],
    why: 'A numbered list promises quick, useful answers, so viewers stay to count them.',
  }),
  generic('generic-not-alone', 'problem-aware', 'direct-address', 'belonging', {
    text: "If you've ever thought there has to be a better way, you're not alone.",
    overlay: "You're not alone",
    headlines: ['There has to be a better way'],
    why: 'Tells the viewer others share their frustration, which makes them listen.',
  }),
  generic('generic-raise-hand', 'problem-aware', 'question', 'belonging', {
    text: "Raise your hand if you've settled for good enough.",
    overlay: 'Settled for good enough?',
    headlines: ["Raise your hand if you've settled"],
    why: 'An admission most viewers make silently, turned into a moment of recognition.',
  }),
  generic('generic-small-costs', 'problem-aware', 'bold-claim', 'pain', {
    text: 'The smallest problems cost you the most, day after day.',
    overlay: 'Small problems add up',
    headlines: ['Small problems, big costs, every day'],
    why: 'Makes a daily annoyance feel expensive, so fixing it feels worth it.',
  }),
  generic('generic-good-great', 'solution-aware', 'how-to', 'curiosity', {
    text: "Here's how to tell a good one from a great one.",
    overlay: 'Good vs. great',
    headlines: ['How to tell good from great'],
    why: 'Helps the viewer choose, which puts the ad on their side of the decision.',
  }),
  generic('generic-stopped-settling', 'solution-aware', 'story', 'desire', {
    text: 'Why I stopped settling and finally switched.',
    overlay: 'Why I switched',
    headlines: ['Why I stopped settling and switched'],
    why: 'A switching story gives the viewer permission to switch too.',
  }),
  generic('generic-in-person', 'product-aware', 'curiosity-gap', 'surprise', {
    text: "Unboxing it now, and it's even better in person.",
    overlay: 'Even better in person',
    headlines: ['Even better in person, honestly'],
    why: 'An unboxing shows the real thing, which answers "what will I actually get?"',
  }),
  generic('generic-future-self', 'most-aware', 'urgency', 'desire', {
    text: 'Your future self will thank you for ordering today.',
    overlay: 'Order today',
    headlines: ['Your future self will thank you'],
    why: 'Ties acting now to a reward the viewer can picture.',
  }),
  generic('generic-research', 'most-aware', 'direct-address', 'relief', {
    text: "You've done the research. It's time to decide.",
    overlay: 'Time to decide',
    headlines: ["You've done the research. Time to decide."],
    why: 'Speaks to the buyer who has compared enough and needs a push to choose.',
  }),
  generic('generic-friends', 'solution-aware', 'social-proof', 'belonging', {
    text: 'My friends keep asking what changed. This did.',
    overlay: 'What changed?',
    headlines: ['My friends keep asking what changed'],
    why: 'A change others noticed is proof the viewer can imagine in their own life.',
  }),
  generic('generic-better', 'unaware', 'bold-claim', 'surprise', {
    text: "Unpopular opinion: you don't need more, you need better.",
    overlay: 'Unpopular opinion',
    headlines: ["You don't need more. You need better."],
    why: 'An "unpopular opinion" promises a fight, and people stop to watch one.',
  }),
];

function named(
  id: string,
  stage: HookStage,
  tactic: HookTactic,
  trigger: HookTrigger,
  write: (name: string) => Written,
): Formula {
  return {
    id,
    stage,
    tactic,
    trigger,
    needs: 'name',
    write: ({ facts }) => (facts.name === null ? undefined : write(facts.name)),
  };
}

function generic(
  id: string,
  stage: HookStage,
  tactic: HookTactic,
  trigger: HookTrigger,
  written: Written,
): Formula {
  return { id, stage, tactic, trigger, needs: 'nothing', write: () => written };
}
