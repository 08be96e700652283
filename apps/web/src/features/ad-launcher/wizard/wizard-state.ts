import type {
  AdCopy,
  CallToActionType,
  CampaignObjective,
  LaunchAd,
  LaunchAdStatus,
  LaunchBatchRequest,
  LauncherAdset,
} from '@hookline/domain';
import type { PartnershipBatchRequest } from '../../../api/adlauncher-api.ts';
import { adNameOf, knownValues, namingSourceOf, type AdNaming } from './ad-naming.ts';
import { groupCreatives, type Grouping, type PickedFile } from './group-creatives.ts';

/** The calls to action that collect leads: their ads open the chosen lead form. */
export const LEAD_CALLS_TO_ACTION: readonly CallToActionType[] = [
  'SIGN_UP',
  'SUBSCRIBE',
  'APPLY_NOW',
  'GET_QUOTE',
];

export const isLeadCallToAction = (cta: CallToActionType): boolean => LEAD_CALLS_TO_ACTION.includes(cta);

/** Whether the launch needs a lead form: its new campaign is for leads, or a copy has a lead call to action. */
export const needsLeadForm = (state: Pick<WizardState, 'copies' | 'adsetMode' | 'newAdset'>): boolean =>
  (state.adsetMode === 'new' && state.newAdset.objective === 'OUTCOME_LEADS') ||
  state.copies.some((copy) => isLeadCallToAction(copy.cta));

export interface NewAdsetInput {
  name: string;
  campaignName: string;
  /** Absent in drafts saved before the objective could be chosen: sales. */
  objective?: CampaignObjective;
  dailyBudget: number | '';
  countries: string;
  ageMin: number;
  ageMax: number;
}

/** The launch wizard's state, as a draft keeps it. */
export interface WizardState {
  step: number;
  files: PickedFile[];
  grouping: Grouping;
  adsetMode: 'existing' | 'new';
  adsetId: string | null;
  newAdset: NewAdsetInput;
  copies: AdCopy[];
  /** Per-ad edits, by the ad's key. */
  overrides: Record<string, { name?: string; headline?: string; primaryText?: string }>;
  /** Values typed once for the batch, by naming-convention property, where the wizard can't tell them. */
  namingValues: Record<string, string>;
  status: LaunchAdStatus;
  /** The lead form the ads with a lead call to action open. */
  leadFormId: string | null;
  partner: { identityId: string; adCode: string };
  /** Made once per launch attempt and kept, so a retry of the same launch is recognised as the same. */
  idempotencyKey: string | null;
  batchId: string | null;
}

export const EMPTY_NEW_ADSET: NewAdsetInput = {
  name: '',
  campaignName: '',
  objective: 'OUTCOME_SALES',
  dailyBudget: '',
  countries: 'US',
  ageMin: 18,
  ageMax: 65,
};

export function initialWizardState(defaults: {
  copy: AdCopy;
  status: LaunchAdStatus;
  adsetId: string | null;
}): WizardState {
  return {
    step: 0,
    files: [],
    grouping: 'name',
    adsetMode: defaults.adsetId ? 'existing' : 'new',
    adsetId: defaults.adsetId,
    newAdset: EMPTY_NEW_ADSET,
    copies: [defaults.copy],
    overrides: {},
    namingValues: {},
    status: defaults.status,
    leadFormId: null,
    partner: { identityId: '', adCode: '' },
    idempotencyKey: null,
    batchId: null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A draft's state, read loosely: what it lacks comes from the fresh state, so older drafts still open. */
export function wizardStateFromDraft(saved: Record<string, unknown>, fresh: WizardState): WizardState {
  const merged = { ...fresh } as Record<string, unknown>;
  for (const key of Object.keys(fresh)) {
    const value = saved[key];
    if (value === undefined) continue;
    const expected = (fresh as unknown as Record<string, unknown>)[key];
    const sameKind =
      expected === null ||
      value === null ||
      (Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected) ||
      (isRecord(expected) && isRecord(value));
    if (sameKind) merged[key] = value;
  }
  return merged as unknown as WizardState;
}

/** How an ad's name was made by the naming convention; null when there is none. */
export interface PlannedAdNaming {
  /** Each property's value as the wizard knows it; '' where it can't tell. */
  known: Record<string, string>;
  /** Properties whose value held the separator, which was replaced. */
  replaced: string[];
  /** Properties still without a value (none once the name is edited by hand). */
  missing: string[];
  /** The buyer wrote this ad's name by hand. */
  byHand: boolean;
}

/** One ad the batch will launch, with its key for per-ad edits. */
export interface PlannedAd {
  key: string;
  payload: LaunchAd;
  /** The files shown beside it. */
  files: PickedFile[];
  naming: PlannedAdNaming | null;
}

function countriesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

export const ADSET_GONE =
  "The chosen ad set isn't on the account any more: choose another, or make a new one.";

/** The existing ad set chosen (the launch settings' default, or a draft's) is no longer among the account's. */
export function isAdsetGone(
  state: Pick<WizardState, 'adsetMode' | 'adsetId'>,
  adsets: readonly LauncherAdset[] | null,
): boolean {
  return (
    state.adsetMode === 'existing' &&
    state.adsetId !== null &&
    adsets !== null &&
    !adsets.some((adset) => adset.id === state.adsetId)
  );
}

/** The new or chosen ad set's name and its campaign's, as far as the wizard knows them. */
function adsetNamesOf(state: WizardState, naming: AdNaming): { name: string; campaignName: string } {
  if (state.adsetMode === 'new') {
    return { name: state.newAdset.name, campaignName: state.newAdset.campaignName };
  }
  const adset = naming.adsets?.find((candidate) => candidate.id === state.adsetId);
  return { name: adset?.name ?? '', campaignName: adset?.campaignName ?? '' };
}

/**
 * The ads of the launch: every group of creatives with every copy, with the per-ad edits applied. With a
 * naming convention (`naming`), each ad is named by it; without, by its concept (and copy).
 */
export function plannedAds(state: WizardState, naming: AdNaming | null = null): PlannedAd[] {
  const groups = groupCreatives(state.files, state.grouping);
  const leadCampaign = state.adsetMode === 'new' && state.newAdset.objective === 'OUTCOME_LEADS';
  const ads: PlannedAd[] = [];
  for (const group of groups) {
    state.copies.forEach((copy, copyIndex) => {
      const key = `${group.key}|${copyIndex}`;
      const edit = state.overrides[key] ?? {};
      let defaultName = state.copies.length > 1 ? `${group.name} · Copy ${copyIndex + 1}` : group.name;
      let adNaming: PlannedAdNaming | null = null;
      if (naming) {
        const known = knownValues(naming, { group, copy, copyIndex, adset: adsetNamesOf(state, naming) });
        const named = adNameOf(naming, known, state.namingValues);
        defaultName = named.name;
        const byHand = edit.name !== undefined;
        adNaming = {
          known,
          replaced: byHand ? [] : named.replaced,
          missing: byHand ? [] : named.missing,
          byHand,
        };
      }
      const payload: LaunchAd = {
        name: edit.name ?? defaultName,
        ...(state.adsetMode === 'existing' && state.adsetId
          ? { adsetId: state.adsetId }
          : {
              newAdset: {
                key: 'new',
                name: state.newAdset.name,
                ...(state.newAdset.campaignName ? { campaignName: state.newAdset.campaignName } : {}),
                objective: state.newAdset.objective ?? 'OUTCOME_SALES',
                dailyBudget: state.newAdset.dailyBudget === '' ? 0 : state.newAdset.dailyBudget,
                countries: countriesOf(state.newAdset.countries),
                ageMin: state.newAdset.ageMin,
                ageMax: state.newAdset.ageMax,
              },
            }),
        creatives: group.creatives.map((creative) =>
          creative.placement
            ? { fileId: creative.file._id, placement: creative.placement }
            : { fileId: creative.file._id },
        ),
        copy: {
          ...copy,
          headline: edit.headline ?? copy.headline,
          primaryText: edit.primaryText ?? copy.primaryText,
        },
        ...(state.leadFormId && (leadCampaign || isLeadCallToAction(copy.cta))
          ? { leadFormId: state.leadFormId }
          : {}),
      };
      ads.push({
        key,
        payload,
        files: group.creatives.map((creative) => creative.file),
        naming: adNaming,
      });
    });
  }
  return ads;
}

/** The exact body `POST .../batches` (or `partnership-batches`) is sent. */
export function batchRequest(
  state: WizardState,
  draftId: string | null,
  partnership: boolean,
  naming: AdNaming | null = null,
): LaunchBatchRequest | PartnershipBatchRequest {
  const body: LaunchBatchRequest = {
    status: state.status,
    ads: plannedAds(state, naming).map((ad) => ad.payload),
    ...(draftId ? { draftId } : {}),
  };
  if (!partnership) return body;
  const identityId = state.partner.identityId.trim();
  const adCode = state.partner.adCode.trim();
  return { ...body, partner: { ...(identityId ? { identityId } : {}), ...(adCode ? { adCode } : {}) } };
}

/**
 * The properties the buyer types a value for: those the wizard can't tell for some ad named by the convention
 * (an existing ad set's names are awaited while the ad sets load).
 */
export function propertiesToType(naming: AdNaming, ads: readonly PlannedAd[], state: WizardState): string[] {
  const awaitingAdsets = naming.adsets === null && state.adsetMode === 'existing';
  return naming.convention.properties.filter((property) => {
    const source = namingSourceOf(property);
    if (awaitingAdsets && (source === 'adset' || source === 'campaign')) return false;
    return ads.some((ad) => ad.naming && !ad.naming.byHand && !ad.naming.known[property]?.trim());
  });
}

/** The longest ad name the launch accepts. */
export const MAX_AD_NAME = 255;

/** Why the batch can't launch yet: an ad named by the convention misses a value, or a name is too long. */
export function namingBlocker(ads: readonly PlannedAd[]): string | null {
  const missing = [...new Set(ads.flatMap((ad) => ad.naming?.missing ?? []))];
  if (missing.length > 0) {
    return `Type a value for ${missing.join(', ')} under "Ad names", or name those ads by hand.`;
  }
  const long = ads.findIndex((ad) => (ad.payload.name ?? '').length > MAX_AD_NAME);
  if (long >= 0) return `The name of ad ${long + 1} is over ${MAX_AD_NAME} characters: shorten it.`;
  return null;
}
