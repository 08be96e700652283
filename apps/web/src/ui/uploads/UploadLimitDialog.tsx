import { ERROR_CODES, PLAN_STORAGE_LIMITS, PLANS } from '@hookline/domain';
import { useState } from 'react';
import { LimitReachedDialog } from '../LimitReachedDialog.tsx';
import type { UploadItem } from './upload-queue.ts';

/** The most storage a plan includes, for the dialog's upgrade line (spec section 5: highest across plans). */
const HIGHEST_STORAGE_GB = Math.max(...PLANS.map((plan) => PLAN_STORAGE_LIMITS[plan].fileSizeInGB));
const STORAGE_UPGRADE_TEXT = `Upgrade your plan for up to ${HIGHEST_STORAGE_GB.toLocaleString('en-US')} GB of storage, or add storage with the Creative Hub add-on.`;

/** The refusals already shown, for the whole page: a screen opened later doesn't show one again. */
const shown = new Set<string>();

/**
 * The 'You have reached the limit' dialog for an upload the plan refused (storage full, 403
 * `PLAN_LIMIT_REACHED`), with the server's words; the row keeps saying it after the dialog is closed.
 */
export function UploadLimitDialog({ items }: { items: readonly UploadItem[] }) {
  const [, setClosed] = useState(0);
  const refused = items.find(
    (item) =>
      item.state === 'error' && item.errorCode === ERROR_CODES.planLimitReached && !shown.has(item.id),
  );
  const close = () => {
    // Every refusal known now was the same refusal: one dialog says it for all.
    for (const item of items) if (item.errorCode === ERROR_CODES.planLimitReached) shown.add(item.id);
    setClosed((count) => count + 1);
  };
  return (
    <LimitReachedDialog
      limit={refused ? { message: refused.error ?? '', upgradeText: STORAGE_UPGRADE_TEXT } : null}
      onClose={close}
    />
  );
}
