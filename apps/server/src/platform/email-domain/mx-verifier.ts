import { resolveMx } from 'node:dns/promises';

/** Whether a domain can receive mail. */
export interface MxVerifier {
  hasMailServers(domain: string): Promise<boolean>;
}

/** The offline default (EMAIL_MX_CHECK off): every domain passes. */
export const acceptingMxVerifier: MxVerifier = { hasMailServers: async () => true };

const NO_SUCH_DOMAIN = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

/** Looks the domain's MX records up in DNS; a resolver failure other than "no such records" lets it pass. */
export function createDnsMxVerifier(
  lookup: (domain: string) => Promise<{ exchange: string }[]> = resolveMx,
): MxVerifier {
  return {
    async hasMailServers(domain) {
      try {
        const records = await lookup(domain);
        return records.some((record) => record.exchange !== '' && record.exchange !== '.');
      } catch (error) {
        const code = (error as { code?: string }).code;
        return !(code && NO_SUCH_DOMAIN.has(code));
      }
    },
  };
}

export function createMxVerifier(enabled: boolean): MxVerifier {
  return enabled ? createDnsMxVerifier() : acceptingMxVerifier;
}
