import { createRequire } from 'node:module';
import { isDisposableEmailDomain } from 'disposable-email-domains-js';

const require = createRequire(import.meta.url);
/** Free-mail and other consumer providers; `email-providers` ships them as JSON lists. */
const providerDomains = new Set<string>(require('email-providers/all.json') as string[]);

export interface EmailDomainClass {
  domain: string;
  /** A consumer provider (gmail.com, outlook.com, ...): not a business address. */
  isGeneric: boolean;
  /** A throwaway-mail domain: allowed, but flagged as risky. */
  isDisposable: boolean;
}

export function emailDomainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

export function classifyEmailDomain(email: string): EmailDomainClass {
  const domain = emailDomainOf(email);
  const isDisposable = isDisposableEmailDomain(domain);
  return { domain, isDisposable, isGeneric: !isDisposable && providerDomains.has(domain) };
}
