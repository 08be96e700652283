import { AD_LAUNCHER_ADD_ON, CREATIVE_HUB_ADD_ON } from './billing-products.ts';

/** The Creative Hub slider's marks, in GB: the storage sizes the add-on is sold in (snapping points). */
export const CREATIVE_HUB_STORAGE_MARKS_GB = [100, 200, 300, 500, 750, 1000, 1500] as const;

export type AddOnVerdict =
  | { kind: 'ok' }
  /** The price is custom above the add-on's threshold. */
  | { kind: 'contact_sales' }
  /** The chosen size is below what is in use (spec 'Cannot downgrade'). */
  | { kind: 'cannot_downgrade'; inUse: number };

/** Ad Launcher: `accounts` chosen on the slider, `activeAccounts` connected to the launcher now. */
export function adLauncherVerdict(input: {
  accounts: number;
  activeAccounts: number;
  subscribed: boolean;
}): AddOnVerdict {
  if (input.accounts > AD_LAUNCHER_ADD_ON.contactSalesAbove) return { kind: 'contact_sales' };
  if (input.subscribed && input.accounts < input.activeAccounts) {
    return { kind: 'cannot_downgrade', inUse: input.activeAccounts };
  }
  return { kind: 'ok' };
}

/** Cancelling the Ad Launcher add-on is blocked while more accounts are active than the free tier's one. */
export const canCancelAdLauncher = (activeAccounts: number): boolean =>
  activeAccounts <= AD_LAUNCHER_ADD_ON.freeTierAccounts;

/** The monthly price of `accounts` launcher accounts: the first at list price, $20 each after it. */
export function adLauncherMonthlyPrice(accounts: number): number {
  const count = Math.max(AD_LAUNCHER_ADD_ON.min, accounts);
  return (
    AD_LAUNCHER_ADD_ON.firstAccountMonthlyPrice + (count - 1) * AD_LAUNCHER_ADD_ON.additionalAccountPrice
  );
}

/** The nearest of the Creative Hub's marks to a slider position, within 100 to 1500 GB. */
export function snapStorageGB(value: number): number {
  let best: number = CREATIVE_HUB_STORAGE_MARKS_GB[0];
  for (const mark of CREATIVE_HUB_STORAGE_MARKS_GB) {
    if (Math.abs(mark - value) < Math.abs(best - value)) best = mark;
  }
  return best;
}

/** Creative Hub: `sizeGB` chosen, `usedGB` stored now. */
export function creativeHubVerdict(input: { sizeGB: number; usedGB: number }): AddOnVerdict {
  if (input.sizeGB > CREATIVE_HUB_ADD_ON.contactSalesAboveGB) return { kind: 'contact_sales' };
  if (input.usedGB > input.sizeGB) return { kind: 'cannot_downgrade', inUse: input.usedGB };
  return { kind: 'ok' };
}

/** Cancelling the Creative Hub add-on is blocked while more than the free tier's 30 GB is stored. */
export const canCancelCreativeHub = (usedGB: number): boolean => usedGB <= CREATIVE_HUB_ADD_ON.freeTierGB;

const GB = 1024 ** 3;

/** Bytes as GB, with powers of 1024 (spec section 9). */
export const bytesToGB = (bytes: number): number => bytes / GB;

/**
 * Storage in GB shown as the spec says: 2 decimals in GB, as TB (1024 GB each) from 1000 GB, and as MB
 * (1024 to a GB) under 1 GB, so that a few files never read as "0.00 GB". The one formatter for every place
 * storage is shown.
 */
export function formatStorageGB(gb: number): string {
  if (gb >= 1000) return `${(gb / 1024).toFixed(2)} TB`;
  if (gb >= 1) return `${gb.toFixed(2)} GB`;
  const mb = Math.max(0, gb) * 1024;
  if (mb === 0) return '0 MB';
  // Under 0.01 MB (10 KB) still reads as something stored, never as nothing.
  return mb < 0.01 ? '0.01 MB' : `${mb.toFixed(2)} MB`;
}

/**
 * A plan's storage as its card says it: whole TB (1024 GB each) when it is a whole number of them, else GB
 * with thousands separators ('1 TB', '100 GB').
 */
export function formatPlanStorageGB(gb: number): string {
  if (gb >= 1024 && gb % 1024 === 0) return `${(gb / 1024).toLocaleString('en-US')} TB`;
  return `${gb.toLocaleString('en-US')} GB`;
}
