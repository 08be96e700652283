import { PRODUCTS } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import { startSession } from '../../apps/server/src/modules/auth/tokens.service.ts';
import {
  grantWorkspace,
  insertFounderMember,
} from '../../apps/server/src/modules/tenancy/members/membership.service.ts';
import { insertUser } from '../../apps/server/src/modules/users/users.service.ts';
import { organisations, workspaces } from '../../apps/server/src/composition/tables.ts';
import type { Config } from '../../apps/server/src/platform/config/config.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import { rawRows } from '../../apps/server/src/platform/db/raw-rows.ts';

/** The tracked brand's size: `ADS_OF_BRAND` ads started over the last `DAYS_OF_ADS` days. */
export const ADS_OF_BRAND = 20_000;
export const DAYS_OF_ADS = 365;
/** Other brands' ads around it, so the brand's index has something to skip. */
const OTHER_ADS = 20_000;
const OTHER_BRANDS = 40;

export interface TrackedBrandFixture {
  token: string;
  workspaceId: string;
  brandId: string;
}

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;
/** In SQL, a value of the list picked from the series value `i` with a step of its own. */
const pick = (values: readonly string[], step: number, offset = 0) =>
  `(${list(values)})[1 + ((i * ${step} + ${offset}) % ${values.length})]`;

/** Hooks, products and closers the copy is built from: a few hundred opening lines, thousands of bodies. */
const HOOKS = [
  'Stop scrolling!',
  'Your skin will thank you.',
  'This changed my morning routine.',
  'POV: you finally found the one.',
  'We sold out twice this year.',
  'Meet your new favourite',
  'Dermatologists keep asking about this.',
  'Three steps, zero effort.',
  'Ready for summer?',
  'The secret is out.',
  'You asked, we listened.',
  'Finally back in stock!',
  'Made for sensitive skin.',
  'Glow like you mean it.',
  'No filter needed.',
  'Hot take: less is more.',
  'Real results in 14 days.',
  'Say goodbye to dull skin',
  'Why is everyone talking about this?',
  'Your daily dose of hydration.',
  'Tired of sticky sunscreen?',
  'The only serum you need.',
  'Meet the bestseller.',
  'Clean beauty, done right.',
];
const PRODUCTS_SOLD = [
  'vitamin C serum',
  'hydrating night cream',
  'mineral sunscreen SPF 50',
  'retinol eye cream',
  'gentle foaming cleanser',
  'overnight lip mask',
  'niacinamide toner',
  'peptide moisturiser',
  'exfoliating peel pads',
  'tinted lip balm',
  'barrier repair cream',
  'hyaluronic acid drops',
];
const BENEFITS = [
  'Brighter skin in two weeks',
  'Lasts all day without a touch-up',
  'Vegan, cruelty free and made in small batches',
  'Loved by more than 40,000 customers',
  'Works under makeup, never pills',
  'Fragrance free and gentle on sensitive skin',
  'Locks in moisture for 72 hours',
  'Clinically tested glow',
];
const OFFERS = [
  'Get 20% off your first order.',
  'Up to 50% off this weekend only!',
  'Free shipping on every order.',
  'Buy one, get one free.',
  'Now only $24.99.',
  'Save 15% with code GLOW15.',
  'Free delivery over $35.',
  'Bundles from €39.',
];
/** Shades, scents and sizes: what makes most bodies differ by a word or two. */
const VARIANTS = [
  'Rose',
  'Sand',
  'Honey',
  'Berry',
  'Coral',
  'Mocha',
  'Pearl',
  'Peach',
  'Cocoa',
  'Ivory',
  'Amber',
  'Plum',
  'Sage',
  'Clay',
  'Fig',
  'Cherry',
  'Nude',
  'Mauve',
  'Caramel',
  'Blush',
  'Cinnamon',
  'Sienna',
  'Lilac',
  'Apricot',
  'Mint',
  'Oat',
  'Almond',
  'Vanilla',
  'Citrus',
  'Jasmine',
  'Travel size',
];
const CLOSERS = ['Shop now.', 'Tap to learn more.', 'Limited stock.', 'Join the glow club.', 'Link in bio.'];
const PAGES = [
  'serum',
  'night-cream',
  'sunscreen',
  'eye-cream',
  'cleanser',
  'lip-mask',
  'toner',
  'moisturiser',
  'peel-pads',
  'lip-balm',
  'bundles',
  'quiz',
];
const CTAS = [
  'shop_now',
  'shop_now',
  'shop_now',
  'learn_more',
  'learn_more',
  'get_offer',
  'sign_up',
  'order_now',
];
const LANGUAGES = ['en', 'en', 'en', 'en', 'en', 'en', 'es', 'de', 'fr', 'en'];

/**
 * The brand's ads, written straight into the table with `generate_series` in one statement per batch. Launch
 * days cluster (every ad's start is drawn from a skewed day offset, several a day on busy days), most ads stop
 * within two weeks, a tail runs for months and about one in eight still runs: the survival a large brand shows.
 * Copy is a hook line, a product line, sometimes an offer, a closer, on lines of their own; landing URLs are a
 * dozen pages with per-ad `utm_*` and click ids, some with a trailing slash.
 */
function adsStatement(from: number, to: number, prefix: string, brandJoin: string): string {
  return `
    insert into discover_ads (source, ad_archive_id, brand_id, brand_name, page_name, format,
      publisher_platforms, languages, body, title, cta_type, cta_text, cta_url, start_date, end_date,
      is_active, running_days)
    select source, archive, brand.id, brand.name, brand.name, format, platforms, languages, body, title,
      cta_type, 'Shop Now', cta_url, start_date, end_date, end_date is null,
      coalesce(end_date, current_date) - start_date + 1
    from (
      select i,
        case when i % 7 = 0 then 'tiktok' else 'meta' end as source,
        '${prefix}-' || i as archive,
        (array['image', 'image', 'video', 'video', 'image', 'carousel', 'video'])[1 + (i * 13) % 7] as format,
        case when i % 7 = 0 then array['tiktok']
             when i % 5 = 1 then array['facebook', 'instagram', 'messenger', 'audience_network']
             when i % 5 = 2 then array['instagram']
             else array['facebook', 'instagram'] end as platforms,
        array[${pick(LANGUAGES, 3)}] as languages,
        ${pick(HOOKS, 7)} || E'\\n' ||
          'Our ' || ${pick(PRODUCTS_SOLD, 5)} || ', now in ' || ${pick(VARIANTS, 3, 1)} || '. ' || ${pick(BENEFITS, 11)} || '.' ||
          case when i % 3 = 0 then ' ' || ${pick(OFFERS, 17)} else '' end ||
          E'\\n' || ${pick(CLOSERS, 19)} as body,
        initcap(${pick(PRODUCTS_SOLD, 5)}) as title,
        ${pick(CTAS, 23)} as cta_type,
        case when i % 20 = 0 then null else
          'https://' || case when i % 9 = 0 then 'Shop.Glowline.example' else 'shop.glowline.example' end ||
          '/products/' || ${pick(PAGES, 5)} || case when i % 4 = 0 then '/' else '' end ||
          '?utm_source=' || case when i % 7 = 0 then 'tiktok' else 'facebook' end ||
          '&utm_campaign=c' || (i % 97) || '&utm_content=ad' || i ||
          case when i % 6 = 0 then '&fbclid=IwAR' || md5(i::text) else '' end ||
          case when i % 11 = 0 then '&variant=' || (i % 3) else '' end
        end as cta_url,
        current_date - start_offset as start_date,
        case when i % 8 = 0 then null
             else least(current_date - start_offset + lifetime, current_date - 1) end as end_date
      from (
        select i,
          -- skewed towards recent days, with launch days that carry several ads
          (floor(${DAYS_OF_ADS - 1} * power(((i * 7919) % 10007) / 10007.0, 1.3)))::int / 2 * 2 as start_offset,
          case when i % 10 < 6 then (i * 31) % 8
               when i % 10 < 9 then 7 + (i * 17) % 40
               else 45 + (i * 13) % 200 end as lifetime
        from generate_series(${from}, ${to}) as i
      ) as drawn
    ) as ads
    ${brandJoin}`;
}

/**
 * A signed-in workspace admin, the tracked brand "Glowline" with `ADS_OF_BRAND` ads and other brands with
 * `OTHER_ADS` between them. Tracking the brand is left to the app (`POST detective`).
 */
export async function seedTrackedBrand(db: Database, config: Config): Promise<TrackedBrandFixture> {
  const user = await insertUser(db, {
    email: 'analyst@detective-bench.test',
    firstName: 'Detective',
    lastName: 'Analyst',
    passwordHash: null,
    isRiskyEmail: false,
    isNewSignup: false,
  });
  const [org] = await db
    .insert(organisations)
    .values({ name: 'Detective bench', emailDomain: null, createdByUserId: user.id })
    .returning();
  if (!org) throw new Error('no organisation');
  const member = await insertFounderMember(db, { orgId: org.id, userId: user.id, email: user.email });
  const [workspace] = await db
    .insert(workspaces)
    .values({ orgId: org.id, name: 'Competitors', createdByUserId: user.id })
    .returning();
  if (!workspace) throw new Error('no workspace');
  await grantWorkspace(db, {
    orgId: org.id,
    workspaceId: workspace.id,
    memberId: member.id,
    roleName: 'admin',
    products: [...PRODUCTS],
  });
  await db.execute(sql`
    insert into discover_brands (slug, name, description, industry)
    select 'detective-bench-' || b, case when b = 0 then 'Glowline' else 'Other brand ' || b end,
           'Skincare', 'Beauty'
    from generate_series(0, ${OTHER_BRANDS}) as b`);
  const [brand] = await rawRows<{ id: string }>(
    db,
    sql`select id from discover_brands where slug = 'detective-bench-0'`,
  );
  if (!brand) throw new Error('the bench has no brand');
  const BATCH = 10_000;
  for (let from = 1; from <= ADS_OF_BRAND; from += BATCH) {
    const to = Math.min(ADS_OF_BRAND, from + BATCH - 1);
    // Every value in the statement is a constant of this file: it is written out as text.
    await db.execute(
      sql.raw(
        adsStatement(
          from,
          to,
          'glowline',
          `cross join (select id, name from discover_brands where slug = 'detective-bench-0') as brand`,
        ),
      ),
    );
  }
  for (let from = 1; from <= OTHER_ADS; from += BATCH) {
    const to = Math.min(OTHER_ADS, from + BATCH - 1);
    await db.execute(
      sql.raw(
        adsStatement(
          from,
          to,
          'other',
          `join discover_brands as brand on brand.slug = 'detective-bench-' || (1 + ads.i % ${OTHER_BRANDS})`,
        ),
      ),
    );
  }
  const { token } = await startSession(db, { config, userId: user.id });
  return { token, workspaceId: workspace.id, brandId: brand.id };
}
