import { LimitReachedDialog } from '../../../../ui/LimitReachedDialog.tsx';
import {
  type AnalyticsPlanLimits,
  analyticsUpgradeText,
  planAnalyticsLimitsText,
} from '../plan-limit-labels.ts';

interface AdAccountLimitDialogProps {
  /** The server's refusal; the dialog is open while there is one. */
  message: string | null;
  /** The Analytics product's plan and limits, when known: its monthly ad-account and spend limits are spelled out. */
  plan: AnalyticsPlanLimits | undefined;
  onClose: () => void;
}

/** The 'You have reached the limit' dialog for ad accounts: the plan's monthly ad-account and spend limits. */
export function AdAccountLimitDialog({ message, plan, onClose }: AdAccountLimitDialogProps) {
  return (
    <LimitReachedDialog
      limit={
        message === null
          ? null
          : {
              message,
              planLimits: plan && planAnalyticsLimitsText(plan),
              upgradeText: `${analyticsUpgradeText()} An account disconnected this month can be added again at no cost.`,
            }
      }
      onClose={onClose}
    />
  );
}
