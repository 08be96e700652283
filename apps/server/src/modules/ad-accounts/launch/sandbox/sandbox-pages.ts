import type { LeadForm } from '@hookline/domain';
import type { LaunchPage, LaunchPixel } from '../launch-platform.ts';

/**
 * The sandbox's Pages, pixels and lead forms: a fixed set per account, derived from its id, so every
 * workspace sees the same identities for the same account (what they create is kept per workspace).
 */
const brandOf = (accountName: string): string => accountName.replace(/\s+(US|EU|UK|TikTok.*)$/i, '').trim();

export function sandboxPages(account: { externalId: string; name: string }): LaunchPage[] {
  const brand = brandOf(account.name) || 'Northwind Apparel';
  const handle = brand.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [
    {
      id: `sbx_page_${account.externalId}`,
      name: brand,
      instagramAccounts: [{ id: `sbx_ig_${account.externalId}`, username: handle }],
    },
    {
      id: `sbx_page_${account.externalId}_outlet`,
      name: `${brand} Outlet`,
      instagramAccounts: [],
    },
  ];
}

export function sandboxPixels(account: { externalId: string; name: string }): LaunchPixel[] {
  return [{ id: `sbx_pixel_${account.externalId}`, name: `${brandOf(account.name)} Pixel` }];
}

/** The lead forms every sandbox Page starts with. */
export function defaultLeadForms(pageId: string): LeadForm[] {
  return [
    {
      id: `${pageId}_form_newsletter`,
      name: 'Newsletter sign-up',
      status: 'ACTIVE',
      questions: [{ type: 'EMAIL' }, { type: 'FULL_NAME' }],
      privacyPolicyUrl: 'https://northwind.example/privacy',
      createdAt: null,
    },
    {
      id: `${pageId}_form_wholesale`,
      name: 'Wholesale enquiry',
      status: 'ACTIVE',
      questions: [{ type: 'FULL_NAME' }, { type: 'EMAIL' }, { type: 'COMPANY_NAME' }, { type: 'PHONE' }],
      privacyPolicyUrl: 'https://northwind.example/privacy',
      createdAt: null,
    },
  ];
}
