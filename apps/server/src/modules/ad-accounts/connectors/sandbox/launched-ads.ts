import type { LaunchedSandboxAd } from '../connector.ts';
import type { SandboxAccount } from './accounts.ts';
import { listedAdNumbers, sandboxAd, type SandboxAd } from './ads.ts';
import { dayNumber } from './calendar.ts';
import { sandboxCreative } from './creatives.ts';
import { combine, hashString } from './random.ts';
import { videoRetention } from './video-retention.ts';

/**
 * An ad the Ad Launcher created, as the sandbox generates it: its own id, name, ad set and creative, with
 * the rates of a generated ad drawn from its id, delivering every day from its launch day on. Its figures
 * depend only on the account, its id and the day, like every other sandbox ad.
 */
export function launchedSandboxAd(
  account: SandboxAccount,
  launched: LaunchedSandboxAd,
  generated: readonly SandboxAd[],
): SandboxAd {
  const seed = hashString(`launched:${launched.externalId}`);
  // The rates of a recent generated ad, drawn by the launched ad's id; its own seed draws its figures.
  const { first, last } = listedAdNumbers(account, dayNumber(launched.launchedOn));
  const number = first + (Math.abs(seed) % (last - first + 1));
  const base = sandboxAd(account, number);
  const launchDay = dayNumber(launched.launchedOn);
  const adset = generated.find((ad) => ad.adsetId === launched.adsetId);
  const creative = sandboxCreative(account, number);
  const video = launched.creative.type === 'video';
  return {
    ...base,
    seed: combine(seed, 0xad),
    externalId: launched.externalId,
    name: launched.name,
    campaignId: launched.campaignId ?? adset?.campaignId ?? base.campaignId,
    campaignName: launched.campaignName ?? adset?.campaignName ?? base.campaignName,
    adsetId: launched.adsetId,
    adsetName: launched.adsetName ?? adset?.adsetName ?? launched.adsetId,
    creativeId: launched.creativeId,
    creative: {
      ...creative,
      type: launched.creative.type,
      hash: launched.creative.hash,
      copy: launched.creative.copy,
      headline: launched.creative.headline,
      landingPage: launched.creative.landingPage,
      cards: null,
      assets: null,
      video: video ? (creative.video ?? videoRetention(combine(seed, 9), creative.quality)) : null,
      ...(launched.creative.thumbnailUrl ? { pictureUrl: launched.creative.thumbnailUrl } : {}),
    },
    kind: 'test',
    launchDay,
    lastDay: Number.MAX_SAFE_INTEGER,
  };
}
