import { AI_GROUPING_ATTRIBUTES, type AiGroupingAttribute } from '@hookline/domain';
import type { AdRow } from '../ad-accounts/index.ts';

/** What the classifier (and the AI prompt) reads of an ad. */
export type ClassifiableAd = Pick<
  AdRow,
  'name' | 'copy' | 'headline' | 'landingPage' | 'creativeType' | 'cards' | 'assets'
>;

export type AdLabels = Record<AiGroupingAttribute, string>;

export const OTHER_LABEL = 'Other';
export const NO_OFFER_LABEL = 'No offer';
export const NO_AUDIO_LABEL = 'No audio';
export const STATIC_IMAGE_LABEL = 'Static image';

interface Rule {
  label: string;
  pattern: RegExp;
}

/** Rules from label → keyword alternatives (regular-expression syntax), each matched as whole words. */
function rules(keywords: Record<string, string>): readonly Rule[] {
  return Object.entries(keywords).map(([label, alternatives]) => ({
    label,
    pattern: new RegExp(`(?<![a-z0-9])(?:${alternatives})(?![a-z0-9])`, 'g'),
  }));
}

const BEFORE_AFTER = String.raw`before (?:and |& )?after`;
const SPLIT = String.raw`split ?screen|side by side|${BEFORE_AFTER}|vs\.?`;
const CLOSE_UP = String.raw`close ?up|macro|packshot|product shot|texture|zoom`;
const LIFESTYLE = String.raw`lifestyle|outdoors?|beach|at home|morning routine|day in (?:the|my) life|family`;

const ANGLE_RULES = rules({
  Testimonial: String.raw`testimonials?|reviews?|ugc|i (?:love|tried|swear)|my (?:honest|experience)|customer stor(?:y|ies)`,
  'Problem / solution': String.raw`problems?|struggl\w*|tired of|sick of|solution|solves?|no more|fix(?:es|ed)?|pain points?`,
  'Before / after': String.raw`${BEFORE_AFTER}|transformation|results? after|after \d+ (?:days|weeks)`,
  'Social proof': String.raw`\d[\d,.]*k?\+? (?:happy |satisfied )?(?:customers|users|people|reviews|sold|members)|best ?sell(?:er|ing)|sold out|[45](?:\.\d)? stars?|rated|as seen on|viral|trusted by`,
  Comparison: String.raw`vs\.?|versus|compar\w*|better than|unlike|the other brands?|switch(?:ed)? from`,
  'Discount / sale': String.raw`sale|discount\w*|\d+ ?% off|promo\w*|coupon|black friday|cyber monday|clearance|deals?|save [$€£]?\d+`,
  'Founder story': String.raw`(?:co ?)?founders?|why i (?:started|created|built|made)|our story|started (?:this|our|my) (?:company|brand|business)|family owned`,
  Unboxing: String.raw`unbox\w*|what'?s in the box|haul|packag\w*`,
  'How-to': String.raw`how to|tutorial|step by step|steps?|guide|tips?|hacks?|demo|learn how`,
  'Benefit callout': String.raw`benefits?|helps?|so you can|without|in (?:just )?\d+ (?:minutes|seconds|days)|long ?lasting|effortless\w*|boosts?`,
});

const PERSONA_RULES = rules({
  Parents: String.raw`moms?|mums?|dads?|parents?|parenting|bab(?:y|ies)|toddlers?|kids?|newborns?`,
  'Fitness enthusiasts': String.raw`gym|workouts?|fitness|athletes?|protein|runners?|training|gains|yoga`,
  'Busy professionals': String.raw`busy|professionals?|office|commut\w*|productiv\w*|work from home|wfh|entrepreneurs?|on the go`,
  Students: String.raw`students?|college|university|campus|exams?|dorm|back to school`,
  'Pet owners': String.raw`dogs?|cats?|pets?|pupp(?:y|ies)|kittens?|fur ?bab(?:y|ies)`,
  'Beauty and skincare fans': String.raw`skin ?care|skin|make ?up|beauty|serum|glow\w*|wrinkles?|acne|hair ?care`,
  'Home and DIY': String.raw`home ?owners?|diy|kitchen|garden\w*|decor|cleaning|furniture|home (?:improvement|decor|makeover)`,
  Travellers: String.raw`travel\w*|trips?|vacation|holiday|flights?|luggage|carry ?on`,
  Gamers: String.raw`gam(?:ers?|ing)|console|fps|streamers?|esports`,
  'Eco-conscious shoppers': String.raw`eco|sustainab\w*|plastic ?free|recycl\w*|zero waste|planet|vegan|organic`,
});

const USP_RULES = rules({
  'Price and value': String.raw`affordabl\w*|cheap\w*|budget|value|half the price|save money|less than [$€£]?\d+|only [$€£]\d+`,
  'Quality and craftsmanship': String.raw`premium|quality|handmade|hand ?crafted|craftsmanship|luxury|durable|built to last`,
  'Speed and convenience': String.raw`fast|quick\w*|easy|convenien\w*|in (?:just )?\d+ (?:minutes|seconds)|save time|hassle ?free|delivered`,
  'Natural ingredients': String.raw`natural|organic|ingredients?|clean|plant ?based|no (?:chemicals|toxins|parabens)|non ?toxic|vegan`,
  Sustainability: String.raw`sustainab\w*|eco ?friendly|recycl\w*|compostable|carbon|plastic ?free|zero waste`,
  'Proven results': String.raw`results?|clinically|proven|science|dermatologists?|guaranteed results`,
  'Risk-free guarantee': String.raw`guarantee[sd]?|money ?back|risk ?free|free returns?|try it for|no questions asked|lifetime warranty`,
  'Innovation and technology': String.raw`innovat\w*|technolog\w*|patent\w*|smart|first ever|ai|new formula|engineered`,
  Comfort: String.raw`comfort\w*|soft\w*|cozy|cosy|breathable|ergonomic|lightweight`,
});

const VIDEO_VISUAL_RULES = rules({
  'Face to camera': String.raw`face to camera|talking head|selfie|ugc|creator|influencer|pov|testimonial`,
  'Split screen': SPLIT,
  'Product close-up': CLOSE_UP,
  'Product demo': String.raw`demo\w*|how to|tutorial|how it works|watch (?:how|this)|unbox\w*`,
  'Text overlay': String.raw`text overlay|kinetic|typography|captions?|meme|listicle|reasons why`,
  'Lifestyle scene': LIFESTYLE,
});

const STATIC_VISUAL_RULES = rules({
  'Static split screen': SPLIT,
  'Static product close-up': CLOSE_UP,
  'Static face': String.raw`face|portrait|selfie|ugc|creator|model`,
  'Static text graphic': String.raw`text|graphic|quote|meme|banner|infographic|screenshot`,
  'Static lifestyle': LIFESTYLE,
});

const AUDIO_RULES = rules({
  'Trending sound': String.raw`trending (?:sound|audio|song)|trend|viral sound|tiktok sound|sound ?on`,
  Voiceover: String.raw`voice ?over|vo|narrat\w*|voiced|talking head|face to camera|ugc|testimonial|interview`,
  'Silent / captions': String.raw`silent|no sound|sound ?off|captions?|subtitles?|text only`,
  'Music only': String.raw`music|song|beat|soundtrack|montage|cinematic`,
});

const OFFER_RULES = rules({
  'Percent off': String.raw`\d+ ?(?:%|percent) ?off|up to \d+ ?%|save \d+ ?%|\d+ ?% discount`,
  'Amount off': String.raw`[$€£] ?\d+(?:[.,]\d+)? off|save [$€£] ?\d+|\d+ (?:dollars|euros|pounds) off`,
  'Free shipping': String.raw`free (?:shipping|delivery)|ships? (?:for )?free`,
  Bundle: String.raw`bundles?|buy \d+,? get \d+|buy one,? get one|bogo|\d ?for ?\d|\d+ ?pack|(?:gift|starter|value) (?:sets?|kits?)|kits?`,
  'Gift with purchase': String.raw`free gift|gift with (?:purchase|every order|your order)|bonus gift|free \w+ with (?:every|your|any) (?:order|purchase)|gwp`,
  'Free trial': String.raw`free trial|try (?:it )?(?:for )?free|first (?:month|box) free|free sample`,
});

const labelsOf = (...rules: ReadonlyArray<readonly Rule[]>) => rules.flat().map((rule) => rule.label);

/** Every label each attribute may take: the classifier's rules and the list the AI must choose from. */
export const AI_GROUPING_VOCABULARIES: Readonly<Record<AiGroupingAttribute, readonly string[]>> = {
  angle: [...labelsOf(ANGLE_RULES), OTHER_LABEL],
  persona: [...labelsOf(PERSONA_RULES), OTHER_LABEL],
  usp: [...labelsOf(USP_RULES), OTHER_LABEL],
  visual_hook: [...labelsOf(VIDEO_VISUAL_RULES, STATIC_VISUAL_RULES), STATIC_IMAGE_LABEL, OTHER_LABEL],
  audio_hook: [...labelsOf(AUDIO_RULES), NO_AUDIO_LABEL, OTHER_LABEL],
  offer: [...labelsOf(OFFER_RULES), NO_OFFER_LABEL],
};

/** What an attribute is labelled when nothing in the ad speaks to it. */
export function defaultLabel(
  attribute: AiGroupingAttribute,
  ad: Pick<ClassifiableAd, 'creativeType' | 'assets'>,
): string {
  const moving = hasVideo(ad);
  if (attribute === 'offer') return NO_OFFER_LABEL;
  if (attribute === 'audio_hook' && !moving) return NO_AUDIO_LABEL;
  if (attribute === 'visual_hook' && !moving) return STATIC_IMAGE_LABEL;
  return OTHER_LABEL;
}

/** A video ad, or a dynamic creative with at least one video among its assets. */
export function hasVideo(ad: Pick<ClassifiableAd, 'creativeType' | 'assets'>): boolean {
  if (ad.creativeType === 'video') return true;
  return ad.creativeType === 'dynamic' && (ad.assets?.videoIds.length ?? 0) > 0;
}

function normaliseText(value: string): string {
  return value
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[_|\\/+\-–—]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A landing page's path and query words: `shop.com/products/summer-sale?utm=x` reads `shop com products summer sale`. */
function normaliseUrl(value: string): string {
  return normaliseText(value.replace(/^https?:\/\//i, '').replace(/[.?=&#:]+/g, ' '));
}

/** Every text the platform gave for the ad, in one lower-case string. */
export function adText(ad: ClassifiableAd): string {
  const texts = [ad.name, ad.copy, ad.headline, ...(ad.cards ?? []).map((card) => card.headline)];
  texts.push(...(ad.assets?.bodies ?? []), ...(ad.assets?.titles ?? []));
  const urls = [
    ad.landingPage,
    ...(ad.cards ?? []).map((card) => card.landingPage),
    ...(ad.assets?.linkUrls ?? []),
  ];
  const parts = [
    ...texts.filter((text): text is string => Boolean(text)).map(normaliseText),
    ...urls.filter((url): url is string => Boolean(url)).map(normaliseUrl),
  ];
  return parts.join(' \n ');
}

/** The label whose keywords occur most often; the earlier rule wins a tie. */
function bestLabel(text: string, candidates: readonly Rule[]): string | undefined {
  let best: { label: string; score: number } | undefined;
  for (const rule of candidates) {
    const score = text.match(rule.pattern)?.length ?? 0;
    if (score > 0 && (!best || score > best.score)) best = { label: rule.label, score };
  }
  return best?.label;
}

/**
 * The offline classifier: a label per grouping attribute from keywords in the ad's name, copy, headline,
 * landing page and carousel or dynamic assets. Same ad, same labels.
 */
export function classifyAd(ad: ClassifiableAd): AdLabels {
  const text = adText(ad);
  const moving = hasVideo(ad);
  const rulesFor: Record<AiGroupingAttribute, readonly Rule[]> = {
    angle: ANGLE_RULES,
    persona: PERSONA_RULES,
    usp: USP_RULES,
    visual_hook: moving ? VIDEO_VISUAL_RULES : STATIC_VISUAL_RULES,
    audio_hook: moving ? AUDIO_RULES : [],
    offer: OFFER_RULES,
  };
  const labels = {} as AdLabels;
  for (const attribute of AI_GROUPING_ATTRIBUTES) {
    labels[attribute] = bestLabel(text, rulesFor[attribute]) ?? defaultLabel(attribute, ad);
  }
  return labels;
}

/**
 * A label as one of the attribute's vocabulary, whatever its case or spacing; anything else becomes the
 * attribute's default, so groups stay few and comparable.
 */
export function canonicalLabel(
  attribute: AiGroupingAttribute,
  value: string,
  ad: Pick<ClassifiableAd, 'creativeType' | 'assets'>,
): string {
  const wanted = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const found = AI_GROUPING_VOCABULARIES[attribute].find((label) => label.toLowerCase() === wanted);
  return found ?? defaultLabel(attribute, ad);
}
