import { AI_GROUPING_ATTRIBUTES } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import {
  AI_GROUPING_VOCABULARIES,
  canonicalLabel,
  classifyAd,
  type ClassifiableAd,
} from './ai-grouping-classifier.ts';

const ad = (fields: Partial<ClassifiableAd>): ClassifiableAd => ({
  name: 'Ad',
  copy: null,
  headline: null,
  landingPage: null,
  creativeType: 'image',
  cards: null,
  assets: null,
  ...fields,
});

describe('AI grouping keyword classifier', () => {
  it('labels a UGC testimonial video with a voiceover and a percent-off offer', () => {
    expect(
      classifyAd(
        ad({
          name: 'UGC_testimonial_voiceover_v3',
          creativeType: 'video',
          copy: 'I tried every serum out there. My honest review: my skin has never looked better. 20% off today!',
          headline: 'Glow in 7 days',
          landingPage: 'https://shop.example.com/products/glow-serum',
        }),
      ),
    ).toEqual({
      angle: 'Testimonial',
      persona: 'Beauty and skincare fans',
      usp: 'Other',
      visual_hook: 'Face to camera',
      audio_hook: 'Voiceover',
      offer: 'Percent off',
    });
  });

  it('reads a before/after split screen for dog owners with free shipping', () => {
    expect(
      classifyAd(
        ad({
          name: 'Before/After split screen – dog coat',
          creativeType: 'video',
          copy: 'Before and after one wash. Your dog will thank you. Made with natural ingredients, no chemicals.',
          headline: 'Free shipping on every order',
        }),
      ),
    ).toMatchObject({
      angle: 'Before / after',
      persona: 'Pet owners',
      usp: 'Natural ingredients',
      visual_hook: 'Split screen',
      offer: 'Free shipping',
    });
  });

  it('reads the founder story, the problem/solution and the bundle from copy and landing page', () => {
    expect(
      classifyAd(
        ad({ name: 'Founder story', copy: 'Why I started this company: our story began in a garage.' }),
      ),
    ).toMatchObject({ angle: 'Founder story', offer: 'No offer' });
    expect(
      classifyAd(
        ad({
          name: 'Back pain',
          copy: 'Tired of back pain after long office days? This chair is the solution. Buy 2, get 1 free.',
        }),
      ),
    ).toMatchObject({ angle: 'Problem / solution', persona: 'Busy professionals', offer: 'Bundle' });
    expect(
      classifyAd(
        ad({ name: 'Spring', landingPage: 'https://shop.example.com/collections/summer-sale?utm=fb' }),
      ).angle,
    ).toBe('Discount / sale');
  });

  it('gives images a static visual hook and no audio, whatever the text says', () => {
    const labels = classifyAd(
      ad({ name: 'Close-up packshot', creativeType: 'image', copy: 'Voiceover by our founder, music on.' }),
    );
    expect(labels.visual_hook).toBe('Static product close-up');
    expect(labels.audio_hook).toBe('No audio');
    expect(classifyAd(ad({ name: 'IMG_0042' })).visual_hook).toBe('Static image');
  });

  it('reads carousel cards and dynamic assets; a dynamic creative with a video counts as video', () => {
    const carousel = classifyAd(
      ad({
        name: 'Carousel 1',
        creativeType: 'carousel',
        cards: [
          { headline: 'Unboxing the starter kit', landingPage: null, imageHash: 'h1' },
          { headline: 'What’s in the box', landingPage: 'https://x.example/free-gift', imageHash: 'h2' },
        ],
      }),
    );
    expect(carousel).toMatchObject({ angle: 'Unboxing', audio_hook: 'No audio' });
    const dynamic = classifyAd(
      ad({
        name: 'DCO',
        creativeType: 'dynamic',
        assets: {
          bodies: ['Trending sound, gym workout montage', 'Protein for your training'],
          titles: ['Compare us vs the other brands'],
          imageHashes: [],
          videoIds: ['v1'],
          linkUrls: [],
        },
      }),
    );
    expect(dynamic).toMatchObject({
      angle: 'Comparison',
      persona: 'Fitness enthusiasts',
      audio_hook: 'Trending sound',
    });
  });

  it('falls back to each attribute’s default when nothing matches', () => {
    expect(classifyAd(ad({ name: 'Ad 17', creativeType: 'video' }))).toEqual({
      angle: 'Other',
      persona: 'Other',
      usp: 'Other',
      visual_hook: 'Other',
      audio_hook: 'Other',
      offer: 'No offer',
    });
    expect(classifyAd(ad({ name: 'Ad 18' }))).toEqual({
      angle: 'Other',
      persona: 'Other',
      usp: 'Other',
      visual_hook: 'Static image',
      audio_hook: 'No audio',
      offer: 'No offer',
    });
  });

  it('does not mistake a percentage claim for a discount', () => {
    expect(classifyAd(ad({ copy: '100% natural cotton, 100% comfort.' })).offer).toBe('No offer');
  });

  it('is deterministic and only answers labels from its vocabularies', () => {
    const input = ad({
      name: 'How to style it – tutorial',
      creativeType: 'video',
      copy: 'Step by step guide. Save $10 off your first order. Captions on.',
    });
    const first = classifyAd(input);
    for (let run = 0; run < 5; run += 1) expect(classifyAd({ ...input })).toEqual(first);
    expect(first).toMatchObject({ angle: 'How-to', offer: 'Amount off' });
    for (const attribute of AI_GROUPING_ATTRIBUTES) {
      expect(AI_GROUPING_VOCABULARIES[attribute]).toContain(first[attribute]);
    }
  });

  it('maps any spelling of a vocabulary label to the label and unknown ones to the default', () => {
    const video = { creativeType: 'video' as const, assets: null };
    expect(canonicalLabel('angle', '  before / AFTER ', video)).toBe('Before / after');
    expect(canonicalLabel('angle', 'Storytelling', video)).toBe('Other');
    expect(canonicalLabel('offer', 'Huge savings', video)).toBe('No offer');
    expect(canonicalLabel('audio_hook', 'Jingle', { creativeType: 'image', assets: null })).toBe('No audio');
  });
});
