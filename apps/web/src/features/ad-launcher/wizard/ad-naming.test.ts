import { splitAdName, type AdCopy, type CopyTemplate } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { namingSourceOf, type AdNaming } from './ad-naming.ts';
import type { PickedFile } from './group-creatives.ts';
import {
  initialWizardState,
  namingBlocker,
  plannedAds,
  propertiesToType,
  type WizardState,
} from './wizard-state.ts';

const file = (id: string, name: string, resolution: string | null, kind: PickedFile['kind']): PickedFile => ({
  _id: id,
  name,
  resolution,
  thumbnailURL: null,
  kind,
});

const COPY: AdCopy = {
  primaryText: 'Sun is out',
  headline: 'Summer sale',
  description: '',
  cta: 'SHOP_NOW',
  url: 'https://shop.example.com/summer',
};
const TEMPLATE: CopyTemplate = {
  ...COPY,
  _id: 't-1',
  adAccountId: 'la-1',
  name: 'Urgency | last days',
  headline: 'Last days',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function naming(properties: string[], separator = '|'): AdNaming {
  return {
    convention: { _id: 'nc-1', name: 'Launch names', separator, properties },
    today: '2026-11-29',
    templates: [TEMPLATE],
    adsets: [
      {
        id: 'as-1',
        name: 'Broad US',
        status: 'ACTIVE',
        campaignId: 'c-1',
        campaignName: 'Summer | Prospecting',
        dailyBudget: 50,
      },
    ],
  };
}

function stateWith(change: Partial<WizardState>): WizardState {
  return { ...initialWizardState({ copy: COPY, status: 'PAUSED', adsetId: 'as-1' }), ...change };
}

const FILES = [
  file('f-1', 'summer_4x5.jpg', '1080x1350', 'image'),
  file('f-2', 'summer_9x16.jpg', '1080x1920', 'image'),
  file('f-3', 'pool.mp4', '1920x1080', null),
];

describe('naming ads by a naming convention', () => {
  it('reads where a value comes from in the property’s name', () => {
    const sources = Object.fromEntries(
      [
        'Concept',
        'creative_name',
        'Format',
        'creativeType',
        'Aspect ratio',
        'Placement',
        'Angle',
        'Hook',
        'Copy',
        'Launch date',
        'date',
        'Ad set',
        'adset_name',
        'Campaign name',
        'Persona',
        'Offer',
      ].map((property) => [property, namingSourceOf(property)]),
    );
    expect(sources).toEqual({
      Concept: 'concept',
      creative_name: 'concept',
      Format: 'format',
      creativeType: 'format',
      'Aspect ratio': 'aspect',
      Placement: 'placement',
      Angle: 'copy',
      Hook: 'copy',
      Copy: 'copy',
      'Launch date': 'date',
      date: 'date',
      'Ad set': 'adset',
      adset_name: 'adset',
      'Campaign name': 'campaign',
      Persona: 'typed',
      Offer: 'typed',
    });
  });

  it('fills every property the wizard knows, one value per property joined by the separator', () => {
    const convention = naming([
      'Concept',
      'Format',
      'Aspect',
      'Placement',
      'Angle',
      'Ad set',
      'Campaign',
      'Date',
    ]);
    const state = stateWith({ files: FILES, copies: [COPY, TEMPLATE] });
    const names = plannedAds(state, convention).map((ad) => ad.payload.name);
    expect(names).toEqual([
      'summer|image|4:5+9:16|feeds+stories|Summer sale|Broad US|Summer - Prospecting|2026-11-29',
      'summer|image|4:5+9:16|feeds+stories|Urgency - last days|Broad US|Summer - Prospecting|2026-11-29',
      'pool|video|16:9|all|Summer sale|Broad US|Summer - Prospecting|2026-11-29',
      'pool|video|16:9|all|Urgency - last days|Broad US|Summer - Prospecting|2026-11-29',
    ]);
    const [first] = plannedAds(state, convention);
    expect(first!.naming).toMatchObject({ replaced: ['Campaign'], missing: [], byHand: false });
    expect(plannedAds(state, convention)[1]!.naming?.replaced).toEqual(['Angle', 'Campaign']);
    // Analytics splits each name back into the values it was made of.
    expect(splitAdName(names[3]!, convention.convention)).toEqual({
      Concept: 'pool',
      Format: 'video',
      Aspect: '16:9',
      Placement: 'all',
      Angle: 'Urgency - last days',
      'Ad set': 'Broad US',
      Campaign: 'Summer - Prospecting',
      Date: '2026-11-29',
    });
  });

  it('names a copy by its template while it is the template’s words, else by its headline, else by its place', () => {
    const edited = { ...TEMPLATE, primaryText: 'Changed' };
    const blank = { ...COPY, headline: ' ' };
    const state = stateWith({ files: [FILES[2]!], copies: [TEMPLATE, edited, blank] });
    expect(plannedAds(state, naming(['Hook'])).map((ad) => ad.payload.name)).toEqual([
      'Urgency - last days',
      'Last days',
      'Copy 3',
    ]);
  });

  it('asks once for what it can’t tell, and blocks the launch until every ad has a value', () => {
    const convention = naming(['Concept', 'Persona', 'Campaign']);
    const state = stateWith({
      files: [FILES[2]!],
      adsetMode: 'new',
      newAdset: {
        ...initialWizardState({ copy: COPY, status: 'PAUSED', adsetId: null }).newAdset,
        name: 'New',
      },
    });
    const ads = plannedAds(state, convention);
    expect(ads[0]!.payload.name).toBe('pool||');
    expect(propertiesToType(convention, ads, state)).toEqual(['Persona', 'Campaign']);
    expect(namingBlocker(ads)).toBe(
      'Type a value for Persona, Campaign under "Ad names", or name those ads by hand.',
    );

    const typed = { ...state, namingValues: { Persona: 'Students', Campaign: 'Q4 | tests' } };
    const named = plannedAds(typed, convention);
    expect(named[0]!.payload.name).toBe('pool|Students|Q4 - tests');
    expect(namingBlocker(named)).toBeNull();

    const long = { ...typed, namingValues: { ...typed.namingValues, Persona: 'x'.repeat(250) } };
    expect(namingBlocker(plannedAds(long, convention))).toBe(
      'The name of ad 1 is over 255 characters: shorten it.',
    );
  });

  it('keeps a name edited by hand as typed, and waits for the ad sets before asking for their names', () => {
    const convention = naming(['Concept', 'Persona', 'Ad set']);
    const state = stateWith({ files: [FILES[2]!], overrides: { [`pool|0`]: { name: 'my own name' } } });
    const [ad] = plannedAds(state, convention);
    expect(ad!.payload.name).toBe('my own name');
    expect(ad!.naming).toMatchObject({ byHand: true, missing: [] });
    expect(namingBlocker([ad!])).toBeNull();

    const loading = { ...convention, adsets: null };
    const fresh = stateWith({ files: [FILES[2]!] });
    expect(propertiesToType(loading, plannedAds(fresh, loading), fresh)).toEqual(['Persona']);
  });

  it('keeps today’s names without a naming convention', () => {
    const state = stateWith({ files: FILES, copies: [COPY, TEMPLATE] });
    expect(plannedAds(state).map((ad) => [ad.payload.name, ad.naming])).toEqual([
      ['summer · Copy 1', null],
      ['summer · Copy 2', null],
      ['pool · Copy 1', null],
      ['pool · Copy 2', null],
    ]);
  });
});
