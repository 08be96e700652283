import type { DiscoverCtaType } from '@hookline/domain';

/** What one brand's ads talk about: who they speak to, what they end, what they bring. */
export interface BrandWords {
  /** Plural ('people with sensitive skin'). */
  audiences: readonly string[];
  /** Noun phrases ('dry, tight skin'). */
  pains: readonly string[];
  /** Noun phrases ('skin that actually glows'). */
  outcomes: readonly string[];
  /** Completes "POV: ...". */
  povs: readonly string[];
  /** Replaces the category's offers. */
  offers?: readonly string[];
  /** Replaces the category's calls to action. */
  ctas?: readonly (readonly [DiscoverCtaType, number])[];
  /** Replaces the category's landing paths; `{product}` stands for a product's slug. */
  landingPaths?: readonly string[];
  /** A brand that sells plans or services: its products take no article, and are priced per month. */
  sellsPlans?: boolean;
}

const APP_CTAS: readonly (readonly [DiscoverCtaType, number])[] = [
  ['sign_up', 5],
  ['learn_more', 3],
  ['download', 3],
  ['subscribe', 1],
];
const APP_PATHS = ['pricing', 'features', 'signup', 'get-started'];

/** Each generated brand's words, by brand name. */
export const BRAND_WORDS: Readonly<Record<string, BrandWords>> = {
  'Glow Theory': {
    audiences: ['people with sensitive skin', 'skincare minimalists', 'anyone with a red, reactive face'],
    pains: ['dry, tight skin', 'a 12-step routine', 'serums that sting'],
    outcomes: ['calm, glowing skin', 'a routine you can do in 2 minutes', 'your best skin yet'],
    povs: ['your skin finally stopped freaking out', 'your bathroom shelf went from 14 products to 3'],
  },
  'Ridgeline Roasters': {
    audiences: ['coffee snobs', 'people who work from home', 'pour-over beginners'],
    pains: ['stale supermarket coffee', 'bitter, burnt beans', '$7 lattes'],
    outcomes: ['café-quality cups at home', 'the best coffee on your street', 'fresh beans every two weeks'],
    povs: ['you stopped paying $7 for a latte', 'your kitchen smells like a roastery every morning'],
    offers: [
      'a free bag with your first subscription',
      '20% off your first order',
      'free shipping on subscriptions',
    ],
  },
  Quillsound: {
    audiences: ['commuters', 'people who work in open offices', 'runners'],
    pains: ['earbuds that die by lunchtime', 'open-office noise', 'earbuds that fall out mid-run'],
    outcomes: ['silence on the loudest train', 'studio sound all day', 'a week of listening on one charge'],
    povs: ['your commute got quiet for the first time', 'you forgot you were wearing them'],
    ctas: [
      ['shop_now', 6],
      ['learn_more', 3],
    ],
  },
  'Northbound Knitwear': {
    audiences: ['people who hate fast fashion', 'capsule-wardrobe fans', 'anyone who runs cold'],
    pains: ['itchy wool', 'jumpers that pill after one wash', 'fast fashion that falls apart'],
    outcomes: [
      'a jumper you will wear for a decade',
      'warmth without the bulk',
      'knitwear that gets better with age',
    ],
    povs: [
      'your favourite jumper is now 9 years old',
      'you wore the same crew 4 days in a row and nobody noticed',
    ],
  },
  'Barkhouse Kitchen': {
    audiences: ['dog parents', 'people with picky eaters', 'owners of senior dogs'],
    pains: ['kibble that looks like cardboard', 'a picky eater who skips dinner', 'mystery-meat ingredients'],
    outcomes: ['a dog who cleans the bowl', 'a shinier coat in weeks', 'real food for your best friend'],
    povs: ['your dog does a happy dance at dinner time', 'your picky eater licked the bowl clean'],
    offers: ['50% off your first box', '60% off your first order', 'free delivery on your first box'],
  },
  'Penny Harbor': {
    audiences: ['first-time savers', 'young professionals', 'couples saving for a home'],
    pains: ['surprise bank fees', 'savings that earn nothing', 'forgetting to save every month'],
    outcomes: [
      'money that grows while you sleep',
      'an emergency fund without thinking',
      'savings on autopilot',
    ],
    povs: ['your spare change saved you $1,400 this year', 'your savings earned more than your last raise'],
    offers: ['a $50 bonus when you open an account', 'no fees, ever', 'a bonus rate for 3 months'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  'Velvet Ember': {
    audiences: ['makeup minimalists', 'people who hate reapplying', 'anyone with a five-minute routine'],
    pains: ['lipstick on your coffee cup', 'blush that disappears by noon', 'patchy, drying lip colour'],
    outcomes: ['colour that lasts through lunch', 'a flushed, no-makeup look', 'a five-minute face'],
    povs: [
      'your lip tint survived brunch, coffee and a kiss',
      'someone asked if you just got back from holiday',
    ],
  },
  'Loftwell Living': {
    audiences: ['renters', 'people who move a lot', 'first-time homeowners'],
    pains: ['sofas that do not fit up the stairs', 'six-week delivery times', 'stained upholstery'],
    outcomes: [
      'a sofa that moves with you',
      'a living room you never want to leave',
      'a couch set up before dinner',
    ],
    povs: [
      'your sofa came up three flights of stairs in boxes',
      'you built a sectional without a single tool',
    ],
    offers: ['15% off sitewide', 'free white-glove delivery', 'up to $400 off sectionals'],
  },
  Packhaven: {
    audiences: ['frequent flyers', 'carry-on-only travellers', 'families who travel'],
    pains: ['broken suitcase wheels', 'checked-bag fees', 'zips that split at the airport'],
    outcomes: ['carry-on only, forever', 'a suitcase that outlives your passport', 'packing in ten minutes'],
    povs: ['your suitcase survived its 40th flight', 'you packed two weeks into one carry-on'],
    offers: ['15% off your first order', 'a free packing cube set', 'free shipping and returns'],
    ctas: [
      ['shop_now', 7],
      ['learn_more', 2],
    ],
  },
  Vitalroot: {
    audiences: ['people who skip breakfast', 'anyone over 30', 'busy parents'],
    pains: ['afternoon slumps', 'a cupboard full of pills', 'bloating after every meal'],
    outcomes: ['steady energy all day', 'one scoop instead of ten pills', 'a calmer gut'],
    povs: ['you stopped needing a second coffee', 'your whole supplement shelf fits in one scoop'],
  },
  'Little Fern': {
    audiences: ['new parents', 'parents-to-be', 'grandparents'],
    pains: ['snaps at 3am', 'scratchy sleepwear', 'outgrowing clothes every month'],
    outcomes: ['faster night changes', 'softer, safer sleep', 'sleepwear that grows with baby'],
    povs: ['the 3am change took 20 seconds', 'the sleepsuit still fits three months later'],
  },
  'Cairnline Outdoors': {
    audiences: ['weekend hikers', 'ultralight backpackers', 'first-time campers'],
    pains: ['a heavy pack', 'gear that gives up mid-trip', 'waking up wet'],
    outcomes: ['more miles, less weight', 'dry nights in any weather', 'gear that lasts a lifetime'],
    povs: ['your whole pack weighs less than your dog', 'you pitched the tent in the rain in 3 minutes'],
  },
  Lingomesh: {
    audiences: ['complete beginners', 'people moving abroad', 'busy professionals'],
    pains: ['freezing up in conversation', 'apps that only teach vocabulary', 'classes you never finish'],
    outcomes: [
      'confident conversations',
      'a new language in 15 minutes a day',
      'ordering dinner without panicking',
    ],
    povs: ['you ordered dinner in Spanish without panicking', 'you understood the joke before the subtitles'],
    ctas: APP_CTAS,
    landingPaths: ['languages/{product}', 'pricing', 'free-trial', 'tutors'],
    sellsPlans: true,
  },
  Crunchwell: {
    audiences: ['snack lovers', 'people who skip lunch', 'gym-goers'],
    pains: ['sugar crashes at 3pm', 'chalky protein bars', 'sad desk snacks'],
    outcomes: [
      'a snack you will not feel bad about',
      '15g of protein that tastes like crisps',
      'no more 3pm crash',
    ],
    povs: ['your 3pm snack has 15g of protein', 'you finished the bag and still hit your macros'],
    offers: ['20% off your first order', 'free shipping over $35', 'a free variety pack with any 3 bags'],
  },
  Hearthline: {
    audiences: ['home cooks', 'people with small kitchens', 'new homeowners'],
    pains: ['scratched non-stick pans', 'toxic coatings', 'cupboards full of mismatched pots'],
    outcomes: [
      'a kitchen you want to cook in',
      'eggs that slide right off',
      'cookware you leave out on display',
    ],
    povs: ['your eggs slid right off the pan', 'guests asked where your pans are from'],
  },
  Stillpoint: {
    audiences: ['busy professionals', 'new parents', 'anyone who cannot switch off'],
    pains: ['racing thoughts at midnight', 'Sunday-night anxiety', 'meditation apps you never open'],
    outcomes: ['a calmer mind in 5 minutes', 'falling asleep faster', 'a daily habit that sticks'],
    povs: ['you fell asleep before the sleep story ended', 'your 5-minute breathing break became a habit'],
    offers: ['a free 14-day trial', '40% off the annual plan', 'your first month free'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  'Pavé & Pine': {
    audiences: ['gift-givers', 'people who never take their jewellery off', 'stacking fans'],
    pains: ['necklaces that turn your skin green', 'tangled chains', 'earrings that irritate'],
    outcomes: [
      'jewellery you never take off',
      'a stack that goes with everything',
      'a gift they will wear every day',
    ],
    povs: ['you showered, swam and slept in it and it still shines', 'your stack gets compliments every day'],
    offers: ['15% off your first order', 'free engraving this week', 'a free gift box with every order'],
  },
  Patchbay: {
    audiences: ['small-business owners', 'ops teams', 'founders'],
    pains: ['copy-pasting between apps', 'manual data entry', 'tools that do not talk to each other'],
    outcomes: ['hours back every week', 'apps that finally talk to each other', 'busywork on autopilot'],
    povs: ['you automated the boring part of your job', 'your CRM updated itself while you slept'],
    offers: ['a free forever plan', 'a free 14-day trial of Team', '20% off annual plans'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  Whiskerly: {
    audiences: ['cat people', 'owners of indoor cats', 'people with two or more cats'],
    pains: ['litter-box smell', 'scooping every day', 'cats who will not drink enough water'],
    outcomes: [
      'a home that does not smell like a cat',
      'a litter box that cleans itself',
      'a happier, healthier cat',
    ],
    povs: ['you have not scooped a litter box in months', 'your cat finally drinks enough water'],
  },
  'Tidewater Stays': {
    audiences: ['couples who need a break', 'families who love the coast', 'remote workers'],
    pains: ['overpriced hotel rooms', 'crowded resorts', 'booking-site fees'],
    outcomes: ['a weekend by the sea', 'waking up to the sound of waves', 'the best rate, booked direct'],
    povs: ['you woke up to the sound of waves on a Tuesday', 'your remote-work week had an ocean view'],
    offers: ['15% off when you book direct', 'a free third night midweek', 'free cancellation on every stay'],
    ctas: [
      ['book_now', 7],
      ['learn_more', 2],
    ],
    landingPaths: ['stays/{product}', 'offers', 'stays', 'book'],
  },
  'Halden Hair Co.': {
    audiences: ['people with fine hair', 'anyone noticing thinning', 'colour-treated hair'],
    pains: ['flat, lifeless hair', 'an itchy, oily scalp', 'silicones that weigh hair down'],
    outcomes: ['thicker-looking hair', 'a calm, healthy scalp', 'salon hair at home'],
    povs: ['your hairdresser asked what you changed', 'your ponytail feels twice as thick'],
  },
  'Ironvale Fitness': {
    audiences: ['home-gym fans', 'people in small flats', 'anyone who quit their gym'],
    pains: ['a gym membership you never use', 'a room full of dumbbells', 'driving to the gym'],
    outcomes: ['a full gym in one corner', 'a workout that fits in 20 minutes', 'strength training at home'],
    povs: ['your home gym fits behind the sofa', 'you cancelled your gym membership and got stronger'],
    offers: ['free delivery this week', '$100 off the dumbbell pair', '0% financing for 12 months'],
  },
  'Puzzlewood Play': {
    audiences: ['parents of curious kids', 'grandparents', 'teachers'],
    pains: ['too much screen time', 'toys that end up in a drawer', 'rainy-day boredom'],
    outcomes: ['screen-free afternoons', 'toys they play with for years', 'little engineers'],
    povs: [
      'your toddler played for an hour without a screen',
      'your kids built a marble run taller than them',
    ],
  },
  Spokeshift: {
    audiences: ['city commuters', 'people who hate traffic', 'parents on the school run'],
    pains: ['traffic jams', 'crowded trains', 'arriving at work sweaty'],
    outcomes: ['a commute you look forward to', 'the school run in 10 minutes', 'a car-free week'],
    povs: ['you beat the traffic every single morning', 'your commute is now the best part of your day'],
    offers: ['0% financing for 12 months', 'a free commuter kit', '$200 off this week'],
    ctas: [
      ['shop_now', 5],
      ['book_now', 3],
      ['learn_more', 2],
    ],
  },
  Ledgerly: {
    audiences: ['freelancers', 'solo founders', 'creators'],
    pains: ['tax-season panic', 'chasing unpaid invoices', 'spreadsheets at midnight'],
    outcomes: ['taxes sorted all year', 'getting paid on time', 'books that keep themselves'],
    povs: ['tax season took you 10 minutes', 'your client paid the invoice the same day'],
    offers: ['a free 30-day trial', '50% off for 3 months', 'your first month free'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  'Marrow & Moss': {
    audiences: ['fragrance lovers', 'people who hate synthetic scents', 'gift-givers'],
    pains: ['perfume that fades by lunch', 'headache-inducing fragrances', 'smelling like everyone else'],
    outcomes: ['a signature scent', 'fragrance that lasts all day', 'a home that smells like a forest'],
    povs: [
      'a stranger stopped you to ask what you are wearing',
      'your whole flat smells like a cedar forest',
    ],
    offers: ['a free discovery set over $75', 'free samples with every order', '15% off your first order'],
  },
  Fizzwick: {
    audiences: ['soda lovers', 'people cutting back on sugar', 'anyone with a 3pm craving'],
    pains: ['40g of sugar in one can', 'flat diet soda', 'artificial sweeteners'],
    outcomes: ['soda you can feel good about', 'a happier gut', 'all the fizz with 5g of sugar'],
    povs: ['your afternoon soda has prebiotics in it', 'you swapped your daily cola and did not miss it'],
    offers: ['20% off your first order', 'free shipping on 2 packs or more', 'a free can with every pack'],
  },
  Sentrio: {
    audiences: ['renters', 'homeowners', 'people who travel a lot'],
    pains: ['monthly camera fees', 'parcel thieves', 'cameras that take an hour to set up'],
    outcomes: [
      'peace of mind with no monthly fees',
      'every parcel on camera',
      'a home that looks after itself',
    ],
    povs: ['you caught the parcel thief in 2K', 'you checked on the dog from the airport'],
    ctas: [
      ['shop_now', 6],
      ['learn_more', 3],
    ],
  },
  Loamwalk: {
    audiences: ['people on their feet all day', 'commuters who walk', 'travellers'],
    pains: ['shoes that need breaking in', 'sweaty feet', 'sneakers that fall apart in a year'],
    outcomes: ['comfort from the first step', 'shoes you can wash', 'all-day walking without sore feet'],
    povs: [
      'you walked 25,000 steps in Rome with no blisters',
      'you threw your sneakers in the wash and they came out new',
    ],
  },
  'Covewell Insurance': {
    audiences: ['renters', 'pet owners', 'first-time homeowners'],
    pains: ['paperwork', 'waiting weeks for a claim', 'hidden fees'],
    outcomes: ['cover in 90 seconds', 'claims paid in days', 'peace of mind from $5 a month'],
    povs: [
      'your claim was paid before the weekend',
      'you got covered in the time it took to boil the kettle',
    ],
    offers: ['your first month free', '10% off when you bundle', 'a quote in 90 seconds'],
    ctas: [
      ['learn_more', 5],
      ['sign_up', 3],
      ['get_offer', 2],
    ],
    landingPaths: ['quote', 'renters', 'pets', 'how-it-works'],
    sellsPlans: true,
  },
  Trailtail: {
    audiences: ['dog parents', 'hikers with dogs', 'owners of power chewers'],
    pains: ['dogs who pull on the lead', 'harnesses that chafe', 'beds destroyed in a week'],
    outcomes: ['walks without the pulling', 'gear that survives every adventure', 'a dog who sleeps soundly'],
    povs: ['your dog stopped pulling on day one', 'the bed survived your power chewer'],
  },
  'Weeknight Table': {
    audiences: ['busy families', 'couples who hate meal planning', 'people who skip lunch'],
    pains: ['deciding what is for dinner', 'takeaway every Friday', 'wasted groceries'],
    outcomes: ['dinner on the table in 20 minutes', 'no more meal planning', 'less food waste'],
    povs: ['dinner is ready before the kids ask twice', 'you cooked a restaurant dish on a Tuesday'],
    offers: ['50% off your first box', 'free dessert for life', '60% off your first box plus free shipping'],
    ctas: [
      ['order_now', 5],
      ['get_offer', 3],
      ['subscribe', 2],
    ],
  },
  Paceform: {
    audiences: ['runners', 'gym-goers', 'people who live in leggings'],
    pains: ['see-through leggings', 'waistbands that roll down', 'nowhere to put your phone'],
    outcomes: ['leggings that pass the squat test', 'kit that keeps up', 'pockets that fit your phone'],
    povs: ['your leggings passed the squat test', 'you ran a 10k with your phone in your pocket'],
  },
  Farelark: {
    audiences: ['frequent flyers', 'weekend explorers', 'families who travel'],
    pains: ['overpriced flights', 'checking fares every day', 'missing the best deals'],
    outcomes: ['more trips for less', 'flight deals in your inbox', 'a long weekend for the price of dinner'],
    povs: [
      'you booked flights to Lisbon for $212 return',
      'you found business class for the price of economy',
    ],
    offers: ['a 14-day free trial', '30% off Premium this week', 'your first deal alert free'],
    ctas: APP_CTAS,
    landingPaths: ['deals', 'premium', 'signup', 'pages/how-it-works'],
    sellsPlans: true,
  },
  Notewise: {
    audiences: ['remote teams', 'managers with back-to-back meetings', 'sales teams'],
    pains: ['endless status meetings', 'taking notes while trying to listen', 'forgotten action items'],
    outcomes: [
      'meetings that write their own notes',
      'hours back every week',
      'every action item in one place',
    ],
    povs: ['your meeting notes wrote themselves', 'you listened to the whole call without typing once'],
    offers: ['a free plan, forever', '20% off annual plans', 'a free 14-day trial of Pro'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  'Linen Hour': {
    audiences: ['hot sleepers', 'people who love a made bed', 'hosts'],
    pains: ['scratchy sheets', 'night sweats', 'sheets that pill'],
    outcomes: ['the best sleep of your life', 'a bed that feels like a hotel', 'cool sheets all summer'],
    povs: ['you slept through a heatwave', 'your bed looks like a boutique hotel every morning'],
  },
  Storyloom: {
    audiences: ['parents of little readers', 'grandparents', 'godparents'],
    pains: ['gifts that end up in a drawer', 'bedtime battles', 'the same five books every night'],
    outcomes: [
      'a book they will keep forever',
      'bedtime they look forward to',
      'a gift nobody else will give',
    ],
    povs: ['your kid found themselves on every page', 'grandma finally found the perfect gift'],
  },
  'Kinetiq Nutrition': {
    audiences: ['people who train before work', 'lifters', 'endurance athletes'],
    pains: ['jittery pre-workouts', 'sugary sports drinks', 'mid-session crashes'],
    outcomes: ['focus without the jitters', 'hydration without the sugar', 'your best session before 7am'],
    povs: ['you hit a PR at 6am', 'your pre-workout did not make you itch'],
    offers: [
      '20% off when you subscribe',
      'a free shaker with your first order',
      'free samples with every order',
    ],
  },
  'Pellucid Lab': {
    audiences: ['people with acne-prone skin', 'teens and their parents', 'anyone with a big day coming'],
    pains: ['breakouts before big days', 'picking at spots', 'harsh acne treatments'],
    outcomes: ['flatter spots by morning', 'clearer skin without irritation', 'no more picking'],
    povs: ['your spot was gone before the first date', 'you woke up and the patch had done its job'],
  },
  'Oakleaf Invest': {
    audiences: ['first-time investors', 'young professionals', 'parents saving for their kids'],
    pains: ['not knowing where to start', 'high fund fees', 'cash losing value in the bank'],
    outcomes: ['money that works while you sleep', 'a portfolio on autopilot', 'investing from $10'],
    povs: [
      'you invested your first $10 on the bus',
      'your portfolio rebalanced itself while you were on holiday',
    ],
    offers: ['a $25 bonus on your first deposit', 'no fees on your first $5,000', 'your first year free'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  Brightnook: {
    audiences: ['renters', 'people who hate overhead lights', 'hosts'],
    pains: ['harsh overhead lighting', 'cables everywhere', 'gloomy winter evenings'],
    outcomes: [
      'a home that feels like a hotel',
      'soft light in every corner',
      'dinner parties with atmosphere',
    ],
    povs: ['guests keep asking where your lamp is from', 'you turned off the big light for good'],
  },
  'Craftwise Academy': {
    audiences: ['career changers', 'junior designers', 'people stuck in the wrong job'],
    pains: ['courses you never finish', 'a portfolio with no projects', 'tutorials with no feedback'],
    outcomes: ['a portfolio that gets interviews', 'a new career in six months', 'skills employers hire for'],
    povs: ['you landed your first design job in 6 months', 'your portfolio finally has real projects'],
    offers: ['30% off the certificate this month', 'your first week free', 'a free portfolio review'],
    landingPaths: ['courses/{product}', 'pricing', 'free-trial', 'careers'],
  },
  'Maison Oriel': {
    audiences: ['people who dress for the weather', 'wedding guests', 'capsule-wardrobe fans'],
    pains: ['sticky polyester in summer', 'dresses that only fit one size', 'outfits you wear once'],
    outcomes: [
      'effortless summer outfits',
      'pieces you wear every season',
      'looking pulled-together in seconds',
    ],
    povs: [
      'you wore linen to three weddings this summer',
      'you got dressed in 3 minutes and still got compliments',
    ],
  },
  'Goodpaw Labs': {
    audiences: ['owners of senior dogs', 'dog parents', 'owners of anxious dogs'],
    pains: ['stiff joints on morning walks', 'itchy, scratchy skin', 'fireworks-night anxiety'],
    outcomes: ['a spring back in their step', 'a calmer dog', 'a shinier coat'],
    povs: ['your 11-year-old dog ran for the ball again', 'your dog slept through the fireworks'],
  },
  'Atlas Loop': {
    audiences: ['travellers', 'digital nomads', 'business travellers'],
    pains: ['roaming charges', 'airport SIM kiosks', 'no signal on arrival'],
    outcomes: [
      'online before the plane reaches the gate',
      'one eSIM for 190 countries',
      'no more roaming bills',
    ],
    povs: [
      'you got online before the plane reached the gate',
      'your roaming bill was $0 after two weeks abroad',
    ],
    offers: ['15% off your first eSIM', '1GB free with your first plan', '20% off regional plans'],
    ctas: [
      ['download', 4],
      ['shop_now', 4],
      ['learn_more', 2],
    ],
  },
  'Tessellate Bags': {
    audiences: ['commuters', 'people who cycle to work', 'weekend travellers'],
    pains: ['digging for your keys', 'soggy laptops', 'bags that fall apart'],
    outcomes: ['a place for everything', 'one bag for work and weekends', 'a bag with a lifetime warranty'],
    povs: ['you found your keys on the first try', 'your laptop stayed dry in a downpour'],
  },
  Duskwell: {
    audiences: ['light sleepers', 'hot sleepers', 'anyone who wakes at 3am'],
    pains: ['restless nights', 'waking up hot', 'stiff necks in the morning'],
    outcomes: ['deeper sleep', 'waking up rested', 'a bedroom made for sleep'],
    povs: [
      'you actually woke up before your alarm',
      'you slept through the night for the first time in months',
    ],
    offers: ['20% off sitewide', 'a free sleep mask with any blanket', 'free shipping and returns'],
  },
  Mathsprout: {
    audiences: ['parents of school kids', 'parents of maths-anxious kids', 'home-schooling families'],
    pains: ['homework battles', 'falling behind in class', 'expensive private tutors'],
    outcomes: ['a child who loves maths', 'better grades in 8 weeks', 'homework without tears'],
    povs: ['your kid asks to do maths homework', 'your daughter came home with her best test score yet'],
    offers: ['a free assessment', 'your first lesson free', '20% off a term of lessons'],
    landingPaths: ['assessment', 'pricing', 'tutors', 'pages/how-it-works'],
    sellsPlans: true,
  },
  'Lakebound Paddle': {
    audiences: ['weekend explorers', 'families who love the lake', 'people new to paddle boarding'],
    pains: ['roof racks', 'boards that do not fit in the car', 'wobbly cheap boards'],
    outcomes: [
      'a lake day whenever you want',
      'a board that fits in the boot',
      'steady paddling from day one',
    ],
    povs: ['your paddle board fits in a backpack', 'you were on the water 10 minutes after parking'],
  },
  'Nestling Baby': {
    audiences: ['new parents', 'parents of colicky babies', 'parents starting solids'],
    pains: ['colic', 'bottles that leak', 'mealtime mess'],
    outcomes: ['calmer feeds', 'less mess at mealtimes', 'bottles that just work'],
    povs: ['your baby finished the bottle without a single hiccup', 'mealtime clean-up took two minutes'],
  },
  Pocketforge: {
    audiences: ['commuters', 'festival-goers', 'people who are always at 10%'],
    pains: ['dead batteries by lunchtime', 'frayed cables', 'bulky power banks'],
    outcomes: ['all-day battery', 'cables that never fray', 'a full charge in your pocket'],
    povs: ['your phone lasted the whole festival', 'your cable is still in one piece after three years'],
  },
  'Leaf & Ladle': {
    audiences: ['tea lovers', 'people quitting coffee', 'matcha beginners'],
    pains: ['dusty tea bags', 'coffee jitters', 'bitter, clumpy matcha'],
    outcomes: ['calm energy without the crash', 'a café matcha at home', 'the best cup of tea you have had'],
    povs: [
      'you swapped your morning coffee and kept the energy',
      'your matcha looks like it came from a café',
    ],
    offers: ['20% off your first order', 'a free whisk with the starter kit', 'free shipping over $40'],
  },
  Stackwise: {
    audiences: ['people new to credit', 'students', 'anyone rebuilding their credit'],
    pains: ['credit checks', 'interest charges', 'annual fees'],
    outcomes: ['a better credit score', 'credit without the debt', 'rent that builds your score'],
    povs: ['your score went up 40 points in four months', 'your rent payments finally counted'],
    offers: ['no annual fee, ever', 'a free credit report every month', 'your first month of Plus free'],
    ctas: APP_CTAS,
    landingPaths: APP_PATHS,
    sellsPlans: true,
  },
  Tidyform: {
    audiences: ['renters', 'people with small kitchens', 'home-organisation fans'],
    pains: ['cluttered cupboards', 'a chaotic pantry', 'losing things under the sink'],
    outcomes: ['a pantry that looks like a magazine', 'finding everything in seconds', 'a calmer home'],
    povs: ['your pantry looks like a magazine shoot', 'you found the thing under the sink on the first try'],
  },
  Sniffbox: {
    audiences: ['dog parents', 'owners of power chewers', 'new puppy owners'],
    pains: ['toys that last five minutes', 'bored dogs', 'treats full of fillers'],
    outcomes: ['a happy, busy dog', 'toys that last', 'the best day of the month'],
    povs: ['the toy survived your power chewer', 'your dog knows when the box arrives'],
    offers: ['your first box free', '50% off your first box', 'a free toy in every box'],
    ctas: [
      ['get_offer', 5],
      ['subscribe', 3],
      ['shop_now', 2],
    ],
  },
  Tumbletree: {
    audiences: ['parents of toddlers', 'parents of energetic kids', 'grandparents'],
    pains: ['rainy-day cabin fever', 'too much screen time', 'furniture used as a trampoline'],
    outcomes: ['indoor play that burns energy', 'screen-free afternoons', 'a living room they love'],
    povs: ['your kids built a fort and napped in it', 'it rained all weekend and nobody asked for a tablet'],
  },
  Rallyhaus: {
    audiences: ['people new to pickleball', 'tennis players switching over', 'weekend players'],
    pains: ['cheap wooden paddles', 'mis-hits', 'sore elbows'],
    outcomes: [
      'more power with less effort',
      'your first tournament win',
      'a paddle that feels like an upgrade',
    ],
    povs: ['you won your first pickleball game', 'your dinks suddenly started landing'],
  },
  Chordline: {
    audiences: ['complete beginners', 'adults who always wanted to play', 'parents learning with their kids'],
    pains: ['boring scales', 'expensive lessons', 'a guitar gathering dust'],
    outcomes: [
      'playing your first song this week',
      'lessons that listen as you play',
      'practice you look forward to',
    ],
    povs: ['you played your first song in 7 days', 'your guitar is out of the cupboard for good'],
    ctas: APP_CTAS,
    landingPaths: ['courses/{product}', 'pricing', 'free-trial', 'songs'],
    sellsPlans: true,
  },
  Globetuck: {
    audiences: ['long-haul flyers', 'frequent travellers', 'people who cannot sleep on planes'],
    pains: ['cramped long-haul flights', 'overstuffed suitcases', 'waking up with a stiff neck'],
    outcomes: ['sleep on any flight', 'half the space in your suitcase', 'arriving rested'],
    povs: ['you slept from take-off to landing', 'you fit two weeks of clothes in a carry-on'],
    offers: ['20% off your first order', 'free shipping over $40', 'a free eye mask with every pillow'],
    ctas: [
      ['shop_now', 7],
      ['learn_more', 2],
    ],
  },
  Studyforge: {
    audiences: ['high-school juniors', 'parents of teens', 'students retaking the SAT'],
    pains: ['test anxiety', 'generic prep books', 'expensive tutors'],
    outcomes: ['a higher score', 'confidence on test day', 'prep that adapts to you'],
    povs: ['you raised your SAT score by 180 points', 'test day felt like another practice run'],
    offers: ['a free practice test', '25% off prep courses', 'a free diagnostic'],
    landingPaths: ['courses/{product}', 'pricing', 'free-practice-test', 'score-guarantee'],
  },
};

/** A brand's words; every generated brand has them. */
export function brandWords(name: string): BrandWords {
  const words = BRAND_WORDS[name];
  if (!words) throw new Error(`No words for the brand ${name}`);
  return words;
}
