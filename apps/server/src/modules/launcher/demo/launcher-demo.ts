import { DEFAULT_CREATIVE_ENHANCEMENTS, type AdCopy } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { DEFAULT_LAUNCHER_SETTINGS } from '../launcher-accounts.service.ts';
import { launcherAdAccounts, launcherCopyTemplates } from '../tables.ts';

/** The sandbox account the demo launches on: the same Meta account its Analytics reads. */
const DEMO_LAUNCHER_ACCOUNT = {
  externalId: 'sbx_meta_us',
  name: 'Northwind Apparel US',
  currency: 'USD',
  timezoneName: 'America/Los_Angeles',
};

const DEMO_DEFAULT_COPY: AdCopy = {
  primaryText:
    'Meet the Everyday Tee: heavyweight organic cotton that keeps its shape wash after wash. Free returns for 60 days.',
  headline: 'The tee that outlasts the trend',
  description: 'Organic cotton · free 60-day returns',
  cta: 'SHOP_NOW',
  url: 'https://northwind.example/everyday-tee?utm_source=meta&utm_medium=paid_social&utm_campaign={{campaign.name}}&utm_content={{ad.name}}',
};

const DEMO_COPY_TEMPLATES: (AdCopy & { name: string })[] = [
  {
    name: 'Launch: social proof',
    primaryText:
      '12,000 five-star reviews can’t be wrong. The Everyday Tee is back in 9 colours, and it sold out twice last spring.',
    headline: 'Back in stock: the Everyday Tee',
    description: 'Rated 4.9 by 12,000 customers',
    cta: 'SHOP_NOW',
    url: 'https://northwind.example/everyday-tee?utm_source=meta&utm_campaign={{campaign.name}}&utm_content={{ad.name}}',
  },
  {
    name: 'Offer: first order',
    primaryText: 'New here? Take 15% off your first order with code HELLO15. Ends Sunday.',
    headline: '15% off your first order',
    description: 'Code HELLO15 · ends Sunday',
    cta: 'GET_OFFER',
    url: 'https://northwind.example/new?utm_source=meta&utm_campaign={{campaign.name}}&utm_content={{ad.name}}',
  },
];

/**
 * The demo workspace's Ad Launcher: the sandbox's US Meta account, posting as its Page and Instagram
 * account, with a default copy and two copy templates, so that a newcomer can launch from the Creative Hub
 * into the sandbox and find the ads in Analytics after the next sync. Idempotent.
 */
export async function seedLauncherDemo(
  context: Pick<AppContext, 'database'>,
  input: { orgId: string; workspaceId: string; userId: string },
): Promise<{ created: boolean }> {
  const { db } = context.database;
  const [existing] = await db
    .select({ id: launcherAdAccounts.id })
    .from(launcherAdAccounts)
    .where(
      and(
        eq(launcherAdAccounts.workspaceId, input.workspaceId),
        eq(launcherAdAccounts.externalId, DEMO_LAUNCHER_ACCOUNT.externalId),
      ),
    )
    .limit(1);
  if (existing) return { created: false };
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(launcherAdAccounts)
      .values({
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        provider: 'sandbox',
        ...DEMO_LAUNCHER_ACCOUNT,
        onboardedByUserId: input.userId,
        settings: {
          ...DEFAULT_LAUNCHER_SETTINGS,
          launchSettings: {
            ...DEFAULT_LAUNCHER_SETTINGS.launchSettings,
            pageId: `sbx_page_${DEMO_LAUNCHER_ACCOUNT.externalId}`,
            instagramAccountId: `sbx_ig_${DEMO_LAUNCHER_ACCOUNT.externalId}`,
            pixelId: `sbx_pixel_${DEMO_LAUNCHER_ACCOUNT.externalId}`,
          },
          defaultAdCopy: DEMO_DEFAULT_COPY,
          creativeEnhancements: DEFAULT_CREATIVE_ENHANCEMENTS,
        },
      })
      .returning({ id: launcherAdAccounts.id });
    if (!account) throw new Error('the demo launcher account was not created');
    await tx.insert(launcherCopyTemplates).values(
      DEMO_COPY_TEMPLATES.map((template) => ({
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        launcherAccountId: account.id,
        ...template,
      })),
    );
  });
  return { created: true };
}
