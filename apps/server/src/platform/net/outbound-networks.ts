import { z } from 'zod';
import { parseNetwork } from './address-policy.ts';

/** OUTBOUND_ALLOWED_NETWORKS: comma-separated CIDRs or addresses; each must parse, or start-up stops. */
export const outboundNetworksSetting = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const networks = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const network of networks) {
      if (!parseNetwork(network)) {
        ctx.addIssue({ code: 'custom', message: `"${network}" is not a CIDR range or an IP address` });
        return z.NEVER;
      }
    }
    return networks;
  });
