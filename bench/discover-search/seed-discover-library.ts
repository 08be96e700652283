import { sql } from 'drizzle-orm';
import { startSession } from '../../apps/server/src/modules/auth/tokens.service.ts';
import { insertUser } from '../../apps/server/src/modules/users/users.service.ts';
import type { Config } from '../../apps/server/src/platform/config/config.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import { rawRows } from '../../apps/server/src/platform/db/raw-rows.ts';

/** What the bench searches: a library of `ADS_IN_LIBRARY` ads from `BRANDS_IN_LIBRARY` brands. */
export const ADS_IN_LIBRARY = 100_000;
export const BRANDS_IN_LIBRARY = 600;
const BATCH = 20_000;

export interface DiscoverBenchLibrary {
  token: string;
  /** A brand with about ADS_IN_LIBRARY / BRANDS_IN_LIBRARY ads, for the brand page's search. */
  brandId: string;
}

/** The words the copy is made of; the bench searches for some of them. */
const WORDS = [
  'sneakers',
  'serum',
  'coffee',
  'summer',
  'sale',
  'running',
  'glow',
  'protein',
  'vegan',
  'travel',
  'luxury',
  'discount',
  'organic',
  'fitness',
  'skincare',
  'delivery',
  'limited',
  'bundle',
  'gift',
  'morning',
  'hydrating',
  'cozy',
  'recipe',
  'launch',
  'shipping',
  'routine',
  'comfort',
  'weekend',
  'fresh',
  'bold',
];
const WORDS_ARRAY = `ARRAY[${WORDS.map((word) => `'${word}'`).join(', ')}]`;
/** In SQL, a word of the list picked from the series value `i` with a step of its own. */
const word = (step: number) => `(${WORDS_ARRAY})[1 + ((i * ${step} + ${step}) % ${WORDS.length})]`;

/**
 * A signed-in user (for an hour) and a library written straight into the tables with `generate_series`:
 * brands in 12 categories and 8 industries, and ads spread over them, both sources, every format, three
 * publisher-platform mixes, start dates over two years with a third stopped, copy from 30 words, a headline,
 * a caption on every third and a transcript on the videos.
 */
export async function seedDiscoverLibrary(db: Database, config: Config): Promise<DiscoverBenchLibrary> {
  const user = await insertUser(db, {
    email: 'researcher@discover-bench.test',
    firstName: 'Discover',
    lastName: 'Researcher',
    passwordHash: null,
    isRiskyEmail: false,
    isNewSignup: false,
  });
  await db.execute(sql`
    insert into discover_categories (name, position)
    select 'Category ' || c, c from generate_series(1, 12) as c`);
  await db.execute(sql`
    insert into discover_brands (slug, name, description, category_id, industry)
    select 'bench-brand-' || b,
           'Brand ' || b || ' ' || (${sql.raw(WORDS_ARRAY)})[1 + (b % ${WORDS.length})],
           'A brand of ' || (${sql.raw(WORDS_ARRAY)})[1 + ((b * 3) % ${WORDS.length})] || ' things',
           (select id from discover_categories where position = 1 + (b % 12)),
           'Industry ' || (1 + b % 8)
    from generate_series(1, ${BRANDS_IN_LIBRARY}) as b`);
  for (let from = 1; from <= ADS_IN_LIBRARY; from += BATCH) {
    const to = Math.min(ADS_IN_LIBRARY, from + BATCH - 1);
    // Every value below is a constant of this file: the statement is written out as text.
    await db.execute(
      sql.raw(`
      insert into discover_ads (source, ad_archive_id, brand_id, brand_name, page_name, format,
        publisher_platforms, languages, body, title, caption, cta_type, cta_text, start_date, end_date,
        is_active, running_days, transcript)
      select case when i % 4 = 0 then 'tiktok' else 'meta' end,
             'bench-' || i,
             brand.id, brand.name, brand.name,
             (array['image', 'video', 'carousel'])[1 + i % 3],
             case when i % 4 = 0 then array['tiktok']
                  when i % 4 = 1 then array['facebook', 'instagram']
                  else array['instagram', 'messenger', 'audience_network'] end,
             case when i % 10 = 0 then array['de'] else array['en'] end,
             'The ' || ${word(7)} || ' ' || ${word(11)} || ' everyone talks about, now with ' || ${word(13)} || ' ' || i,
             ${word(17)} || ' ' || ${word(19)},
             case when i % 3 = 0 then 'shop.example' else null end,
             (array['shop_now', 'learn_more', 'sign_up', 'get_offer'])[1 + i % 4],
             'Shop Now',
             date '2024-12-01' - (i % 730),
             case when i % 3 = 0 then date '2024-12-01' - (i % 730) + (i % 90) else null end,
             i % 3 <> 0,
             1 + (i % 400),
             case when i % 3 = 1 then 'Say hello to ' || ${word(23)} || ' this season' else null end
      from generate_series(${from}, ${to}) as i
      join discover_brands as brand on brand.slug = 'bench-brand-' || (1 + i % ${BRANDS_IN_LIBRARY})`),
    );
  }
  const [brand] = await rawRows<{ id: string }>(
    db,
    sql`select id from discover_brands where slug = 'bench-brand-1'`,
  );
  if (!brand) throw new Error('the bench library has no brand');
  const { token } = await startSession(db, { config, userId: user.id });
  return { token, brandId: brand.id };
}
