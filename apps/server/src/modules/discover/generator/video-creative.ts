import { DISCOVER_CTA_LABELS, type DiscoverSource } from '@hookline/domain';
import { adVoice } from './ad-voice.ts';
import { writeVideoScript, type AdLanguage, type Product } from './ad-copy.ts';
import { findBrandProfile, LIBRARY_SEED, type BrandProfile } from './brand-profile.ts';
import { LOCALISED_COPY } from './catalogue/localised-copy.ts';
import { parseGeneratedMediaKey, videoKey, videoPosterKey } from './media-keys.ts';
import { createRandom } from './prng.ts';

/** One of a brand's video creatives: what it shows and says, and its size and length. */
export interface VideoCreative {
  key: string;
  posterKey: string;
  width: number;
  height: number;
  durationMs: number;
  language: AdLanguage;
  product: Product;
  /** The hook shown first, the benefit, the offer; `spokenLine` is what the voice-over says. */
  script: { hook: string; benefit: string; offer: string; spokenLine: string };
  ctaText: string;
  /** espeak-ng's voice for the voice-over. */
  voice: string;
}

const ENGLISH_VOICES = ['en-us', 'en-us+f3', 'en-gb', 'en-us+m3', 'en-gb+f2'];

/** Words a voice says a second, at the pace the voice-over is set to. */
const WORDS_PER_SECOND = 3;

/** The creative numbered `index` of a brand on a platform: the same every time it is asked for. */
export function videoCreative(brand: BrandProfile, source: DiscoverSource, index: number): VideoCreative {
  const random = createRandom(`${LIBRARY_SEED}:${brand.slug}:video:${source}:${index}`);
  const brandVoice = adVoice(brand.seed);
  const language: AdLanguage = brand.secondaryLanguage && random.chance(0.2) ? brand.secondaryLanguage : 'en';
  const product = random.pick(brand.seed.products);
  const script = writeVideoScript({ random, brand: brand.seed, voice: brandVoice, language, product });
  const [width, height] = source === 'tiktok' ? [720, 1280] : random.chance(0.4) ? [720, 720] : [720, 900];
  const words = script.spokenLine.split(/\s+/).length;
  const seconds = Math.min(8, Math.max(4, Math.ceil((words / WORDS_PER_SECOND + 0.6) * 2) / 2));
  const ctaType = random.weighted(brandVoice.ctas);
  return {
    key: videoKey(brand.slug, source, index),
    posterKey: videoPosterKey(brand.slug, source, index),
    width,
    height,
    durationMs: seconds * 1000,
    language,
    product,
    script,
    ctaText: language === 'en' ? DISCOVER_CTA_LABELS[ctaType] : LOCALISED_COPY[language].ctaLabels[ctaType],
    voice: language === 'en' ? random.pick(ENGLISH_VOICES) : LOCALISED_COPY[language].voice,
  };
}

/**
 * The creative behind a generated video's key (its `.mp4` or its poster), with the line its voice-over says:
 * what a transcript of the video should read. Undefined for any other key.
 */
export function videoCreativeForKey(key: string): VideoCreative | undefined {
  const parsed = parseGeneratedMediaKey(key);
  if (parsed?.kind !== 'video') return undefined;
  const profile = findBrandProfile(parsed.slug);
  return profile ? videoCreative(profile, parsed.source, parsed.creative) : undefined;
}
