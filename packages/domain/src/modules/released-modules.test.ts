import { describe, expect, it } from 'vitest';
import { PRODUCT_CODES } from '../billing/billing-products.ts';
import {
  isFeatureLineComingSoon,
  isProductCodeSold,
  isProductReleased,
  MODULE_KEYS,
  moduleOfFeatureLine,
  newlyGrantedUnreleased,
  notGrantableYetMessage,
  notSoldYetMessage,
  RELEASED_MODULES,
  type ReleasedModules,
} from './released-modules.ts';

/** Today every product module is released; the coming-soon rules are proven on a list where Ad Templates is not. */
const BEFORE_TEMPLATES: ReleasedModules = { ...RELEASED_MODULES, 'ad-templates': false };

describe('released modules', () => {
  it('lists every module of the spec as released', () => {
    expect(MODULE_KEYS.filter((module) => RELEASED_MODULES[module])).toEqual([
      'inspiration',
      'creative-hub',
      'detective',
      'analytics',
      'ad-templates',
      'ad-launcher',
      'tools',
    ]);
  });

  it('grants and sells the products of released modules only', () => {
    expect(isProductReleased('drive')).toBe(true);
    expect(isProductReleased('adlauncher')).toBe(true);
    expect(isProductReleased('detective')).toBe(true);
    expect(isProductReleased('adtemplates')).toBe(true);
    expect(isProductReleased('adtemplates', BEFORE_TEMPLATES)).toBe(false);
    expect(isProductCodeSold(PRODUCT_CODES.creative_hub)).toBe(true);
    expect(isProductCodeSold(PRODUCT_CODES.creative_suite)).toBe(true);
    expect(isProductCodeSold(PRODUCT_CODES.adlauncher)).toBe(true);
    expect(isProductCodeSold(PRODUCT_CODES.detective)).toBe(true);
    expect(isProductCodeSold(PRODUCT_CODES.adtemplates)).toBe(true);
    expect(isProductCodeSold(PRODUCT_CODES.adtemplates, BEFORE_TEMPLATES)).toBe(false);
    expect(isProductCodeSold(PRODUCT_CODES.creative_suite, BEFORE_TEMPLATES)).toBe(true);
  });

  it("finds the module a plan's feature line is about", () => {
    expect(moduleOfFeatureLine('25 tracked brands')).toBe('detective');
    expect(moduleOfFeatureLine('Track 10 brands')).toBe('detective');
    expect(moduleOfFeatureLine('50 ad templates')).toBe('ad-templates');
    expect(moduleOfFeatureLine('Launch ads to Meta and TikTok from your workspace')).toBe('ad-launcher');
    expect(moduleOfFeatureLine('10 new ad accounts a month')).toBeUndefined();
    expect(isFeatureLineComingSoon('50 ad templates')).toBe(false);
    expect(isFeatureLineComingSoon('50 ad templates', BEFORE_TEMPLATES)).toBe(true);
    expect(moduleOfFeatureLine('Unlimited hook generator')).toBe('tools');
    expect(isFeatureLineComingSoon('Unlimited hook generator')).toBe(false);
    expect(isFeatureLineComingSoon('25 tracked brands')).toBe(false);
    expect(isFeatureLineComingSoon('100 GB of Creative Hub storage')).toBe(false);
  });

  it('counts only the unreleased products a member would newly get', () => {
    expect(newlyGrantedUnreleased(['inspiration', 'detective', 'adtemplates'])).toEqual([]);
    expect(newlyGrantedUnreleased(['inspiration', 'detective', 'adtemplates'], [], BEFORE_TEMPLATES)).toEqual(
      ['adtemplates'],
    );
    expect(newlyGrantedUnreleased(['inspiration', 'adtemplates'], ['adtemplates'], BEFORE_TEMPLATES)).toEqual(
      [],
    );
  });

  it('says so in short words', () => {
    expect(notSoldYetMessage('ad-launcher')).toBe("Ad Launcher is coming soon and can't be bought yet");
    expect(notGrantableYetMessage('ad-templates')).toBe(
      "Ad Templates is coming soon and can't be granted yet",
    );
  });
});
