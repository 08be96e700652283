import type { IndustryCopy } from './industry-copy.ts';

/* Sample words for the industries that sell to a person's own look and body. */

export const PERSONAL_COPY: readonly IndustryCopy[] = [
  {
    industry: 'beauty',
    look: { brand: 'Lumen', product: 'Vitamin C Serum', shape: 'dropper', type: 'serif' },
    palettes: [
      { name: 'Blush', background: '#f7e9e3', accent: '#b3405e', text: '#3a1f27' },
      { name: 'Rose', background: '#c9546f', accent: '#fbe3d9', text: '#ffffff' },
      { name: 'Plum', background: '#2e1a26', accent: '#e7a0b0', text: '#fbeef0' },
    ],
    price: '$38',
    was: '$54',
    cta: 'Shop the serum',
    hero: { headline: 'Your glow, in one drop a day', body: '15% vitamin C that brightens in 4 weeks.' },
    sale: {
      headline: 'The Glow Sale',
      badge: '30% off',
      body: 'Every serum and moisturiser, this weekend only.',
    },
    benefit: {
      headline: 'All the glow. None of the grease.',
      points: ['Sinks in within 60 seconds', 'Fragrance-free for sensitive skin', 'No pilling under makeup'],
    },
    beforeAfter: {
      headline: 'Four weeks. One serum.',
      body: 'Brighter, more even skin in 28 days.',
      before: 'Day 1',
      after: 'Day 28',
    },
    versus: {
      headline: 'Why switch to Lumen?',
      them: 'Others',
      rows: ['15% stable vitamin C', 'Fragrance-free', 'Recyclable glass bottle', 'Made in small batches'],
    },
    features: {
      headline: 'Small bottle. Big results.',
      points: ['15% vitamin C', 'Hyaluronic acid', 'Vegan formula', 'Glass dropper'],
    },
    testimonial: {
      headline: 'Loved by 40,000 customers',
      quote: 'My dark spots faded in a month. I have never had so many compliments on my skin.',
      author: 'Amira K., verified buyer',
    },
    press: {
      quote: 'The serum that made us rethink our whole routine.',
      outlet: 'The Beauty Edit',
      outlets: 'The Beauty Edit · Glow Weekly · Skin Journal',
    },
    native: {
      handle: 'amira.skin',
      caption: 'Okay, I finally get the hype. Week 3 and my skin has never looked this bright.',
      likes: '2,481 likes',
    },
    problem: {
      problem: 'Dull skin by 3pm?',
      solution: 'One drop of Lumen every morning.',
      body: 'Vitamin C that keeps working all day.',
    },
    question: {
      question: 'What if your skin looked rested every day?',
      answer: 'Lumen’s serum brightens tired skin in four weeks.',
    },
    stat: {
      figure: '93%',
      line: 'saw brighter skin in 4 weeks',
      headline: 'Results you can see',
      footnote: 'Study of 112 women over 28 days',
    },
    proof: {
      headline: 'Join 40,000 happy faces',
      rating: '4.9',
      count: '12,400 reviews',
      reviews: ['Best serum I’ve tried', 'My skin glows now', 'Worth every penny'],
    },
    bfcm: {
      headline: 'Up to 50% off everything',
      badge: 'Black Friday',
      code: 'Code GLOW50',
      body: 'Our biggest sale of the year ends Monday.',
    },
    christmas: {
      headline: 'Give the gift of glow',
      body: 'Serum sets wrapped and ready for the tree.',
      badge: 'Free gift wrap',
    },
  },
  {
    industry: 'fashion',
    look: { brand: 'Northrow', product: 'Heavyweight Tee', shape: 'tee', type: 'sans' },
    palettes: [
      { name: 'Stone', background: '#ecebe6', accent: '#1f2a44', text: '#16181d' },
      { name: 'Cobalt', background: '#2643b8', accent: '#f2d04b', text: '#ffffff' },
      { name: 'Ink', background: '#121316', accent: '#e85d3a', text: '#f4f2ee' },
    ],
    price: '$45',
    was: '$65',
    cta: 'Shop the tee',
    hero: { headline: 'The tee you’ll wear to death', body: '300 gsm organic cotton that keeps its shape.' },
    sale: { headline: 'Mid-season sale', badge: '40% off', body: 'Tees, knits and denim while sizes last.' },
    benefit: {
      headline: 'Heavyweight feel. Zero shrink.',
      points: ['Pre-washed, keeps its fit', 'Soft from the first wear', 'Free returns for 60 days'],
    },
    beforeAfter: {
      headline: '50 washes later',
      body: 'Same shape, same colour, same fit.',
      before: 'New',
      after: 'Wash 50',
    },
    versus: {
      headline: 'Not all tees are equal',
      them: 'Fast fashion',
      rows: ['300 gsm organic cotton', 'Keeps its shape', 'Made in Portugal', 'Lifetime repairs'],
    },
    features: {
      headline: 'Built to last',
      points: ['300 gsm cotton', 'Ribbed collar', 'Dropped shoulder', 'Pre-shrunk'],
    },
    testimonial: {
      headline: 'Worn by 80,000 people',
      quote: 'I bought one, then five more. They still look new after a year of weekly washes.',
      author: 'Jonah P., verified buyer',
    },
    press: {
      quote: 'The best plain tee money can buy right now.',
      outlet: 'Menswear Daily',
      outlets: 'Menswear Daily · The Cut List · Street Review',
    },
    native: {
      handle: 'jonah.wears',
      caption: 'Found the perfect boxy tee. Heavy, soft, and it hasn’t shrunk once. Ordered every colour.',
      likes: '5,102 likes',
    },
    problem: {
      problem: 'Tees that shrink after one wash?',
      solution: 'Meet the tee that doesn’t.',
      body: 'Pre-washed 300 gsm cotton, built for years.',
    },
    question: {
      question: 'How many tees do you really need?',
      answer: 'Three good ones. Start with ours.',
    },
    stat: {
      figure: '50+',
      line: 'washes and still the same fit',
      headline: 'Tested to last',
      footnote: 'Lab wash test at 40°C',
    },
    proof: {
      headline: 'The internet’s favourite tee',
      rating: '4.8',
      count: '9,800 reviews',
      reviews: ['Perfect boxy fit', 'Heavy and soft', 'Bought every colour'],
    },
    bfcm: {
      headline: '40% off sitewide',
      badge: 'Black Friday',
      code: 'Code NORTH40',
      body: 'The best prices of the year, until Cyber Monday.',
    },
    christmas: {
      headline: 'Wrapped up in cotton',
      body: 'Gifts they’ll actually wear, delivered by Christmas.',
      badge: 'Order by Dec 18',
    },
  },
  {
    industry: 'health-and-wellness',
    look: { brand: 'Verve', product: 'Daily Greens', shape: 'pouch', type: 'sans' },
    palettes: [
      { name: 'Sage', background: '#e8efe4', accent: '#2f6b4f', text: '#17251d' },
      { name: 'Lime', background: '#3d8b5f', accent: '#e6f39a', text: '#ffffff' },
      { name: 'Forest', background: '#16291f', accent: '#9ed8a7', text: '#eef6ef' },
    ],
    price: '$59',
    was: '$79',
    cta: 'Try Verve today',
    hero: { headline: 'One scoop. All your greens.', body: '75 vitamins, minerals and whole foods a day.' },
    sale: { headline: 'Wellness week', badge: '25% off', body: 'On your first month of Daily Greens.' },
    benefit: {
      headline: 'All the nutrients. None of the grassy taste.',
      points: ['Tastes like pineapple', 'No added sugar', 'Mixes in 10 seconds'],
    },
    beforeAfter: {
      headline: 'Swap the pill pile for one scoop',
      body: 'Nine supplements replaced by one glass.',
      before: 'Before',
      after: 'After',
    },
    versus: {
      headline: 'Verve vs. a cupboard of pills',
      them: 'Pills',
      rows: ['75 nutrients in one scoop', 'Absorbs fast', 'Third-party tested', 'Costs $1.97 a day'],
    },
    features: {
      headline: 'What’s in the scoop',
      points: ['Probiotics', 'Adaptogens', 'Vitamin D3', 'Digestive enzymes'],
    },
    testimonial: {
      headline: 'Real people, real energy',
      quote: 'My 3pm slump is gone. I actually look forward to my morning greens now.',
      author: 'Dana R., member since 2024',
    },
    press: {
      quote: 'The greens powder that finally tastes good.',
      outlet: 'Wellness Weekly',
      outlets: 'Wellness Weekly · Fit Daily · The Health Report',
    },
    native: {
      handle: 'dana.moves',
      caption:
        '30 days of greens in my smoothie. More energy, better digestion, and it tastes like pineapple.',
      likes: '3,216 likes',
    },
    problem: {
      problem: 'Tired of the afternoon crash?',
      solution: 'Start the day with Verve.',
      body: 'Steady energy from whole-food greens.',
    },
    question: {
      question: 'Are you getting enough from your food?',
      answer: 'Nine in ten adults aren’t. One scoop closes the gap.',
    },
    stat: {
      figure: '87%',
      line: 'felt more energy in 2 weeks',
      headline: 'Energy you can feel',
      footnote: 'Survey of 2,000 members',
    },
    proof: {
      headline: 'Trusted by 120,000 members',
      rating: '4.8',
      count: '21,000 reviews',
      reviews: ['Energy all day', 'Actually tastes good', 'My gut thanks me'],
    },
    bfcm: {
      headline: 'Our best deal of the year',
      badge: 'Cyber week',
      code: 'Code VERVE35',
      body: '35% off subscriptions and a free shaker.',
    },
    christmas: {
      headline: 'Give a healthier new year',
      body: 'Gift sets with a shaker and 30 servings.',
      badge: 'Free shaker',
    },
  },
  {
    industry: 'jewellery-and-watches',
    look: { brand: 'Aurelle', product: 'Solitaire Pendant', shape: 'ring', type: 'serif' },
    palettes: [
      { name: 'Champagne', background: '#f4eee4', accent: '#8a6a2f', text: '#2a241b' },
      { name: 'Emerald', background: '#0f4c3a', accent: '#e3c27a', text: '#fbf6ea' },
      { name: 'Onyx', background: '#141414', accent: '#d8b66a', text: '#f5efe3' },
    ],
    price: '$240',
    was: '$320',
    cta: 'Shop the pendant',
    hero: { headline: 'Made to be worn every day', body: 'Solid 14k gold with a lifetime warranty.' },
    sale: { headline: 'The Gold Event', badge: '25% off', body: 'Pendants, rings and hoops for three days.' },
    benefit: {
      headline: 'Fine jewellery. Without the markup.',
      points: ['Solid 14k gold, never plated', 'Conflict-free diamonds', 'Free resizing for life'],
    },
    beforeAfter: {
      headline: 'From plain to polished',
      body: 'One pendant finishes every outfit.',
      before: 'Without',
      after: 'With Aurelle',
    },
    versus: {
      headline: 'Aurelle vs. high-street jewellers',
      them: 'High street',
      rows: ['Solid 14k gold', 'Lifetime warranty', 'Half the price', 'Free engraving'],
    },
    features: {
      headline: 'Details that matter',
      points: ['Solid 14k gold', 'Lab diamond', '45 cm chain', 'Gift box'],
    },
    testimonial: {
      headline: 'Five-star sparkle',
      quote: 'I haven’t taken it off since my birthday. It looks even better in person.',
      author: 'Sofia L., verified buyer',
    },
    press: {
      quote: 'Everyday fine jewellery at a fair price, finally.',
      outlet: 'Style Journal',
      outlets: 'Style Journal · The Modern Bride · Luxe Weekly',
    },
    native: {
      handle: 'sofia.styles',
      caption:
        'My everyday necklace. Wore it in the shower, at the gym, everywhere. Still shines like day one.',
      likes: '1,874 likes',
    },
    problem: {
      problem: 'Jewellery that turns your skin green?',
      solution: 'Solid gold that never will.',
      body: '14k gold, hypoallergenic, made to last.',
    },
    question: {
      question: 'Looking for a gift they’ll wear forever?',
      answer: 'Our solitaire pendant, engraved for free.',
    },
    stat: {
      figure: '100%',
      line: 'solid gold, never plated',
      headline: 'Quality you can trust',
      footnote: 'Every piece hallmarked',
    },
    proof: {
      headline: 'Worn by 60,000 women',
      rating: '4.9',
      count: '8,200 reviews',
      reviews: ['Stunning in person', 'Wear it every day', 'Beautiful packaging'],
    },
    bfcm: {
      headline: '30% off fine jewellery',
      badge: 'Black Friday',
      code: 'Code GOLD30',
      body: 'Our only sale of the year, until Monday.',
    },
    christmas: {
      headline: 'The gift that lasts forever',
      body: 'Gift-boxed and engraved, in time for Christmas.',
      badge: 'Free engraving',
    },
  },
  {
    industry: 'sports-and-outdoor',
    look: { brand: 'Summit', product: 'Adjustable Dumbbell', shape: 'dumbbell', type: 'condensed' },
    palettes: [
      { name: 'Chalk', background: '#eeeeea', accent: '#e4572e', text: '#15171a' },
      { name: 'Volt', background: '#d7f542', accent: '#14161a', text: '#14161a' },
      { name: 'Night', background: '#101418', accent: '#4fd1c5', text: '#f2f5f7' },
    ],
    price: '$299',
    was: '$399',
    cta: 'Start training',
    hero: { headline: 'A whole rack in one dumbbell', body: 'From 5 to 52 lb with one turn of the dial.' },
    sale: {
      headline: 'Gear up sale',
      badge: '$100 off',
      body: 'Adjustable dumbbells and benches, this week.',
    },
    benefit: {
      headline: 'Gym-grade strength. None of the clutter.',
      points: ['Replaces 15 pairs of weights', 'Changes weight in 2 seconds', 'Fits under your bed'],
    },
    beforeAfter: {
      headline: '15 dumbbells. Now one.',
      body: 'Free up the corner of your room.',
      before: 'Before',
      after: 'After',
    },
    versus: {
      headline: 'Summit vs. a full rack',
      them: 'Weight rack',
      rows: ['5 to 52 lb in one pair', 'Fits in a corner', 'Two-second change', 'Two-year warranty'],
    },
    features: {
      headline: 'Engineered for your home gym',
      points: ['5 to 52 lb', 'One-turn dial', 'Steel plates', 'Compact tray'],
    },
    testimonial: {
      headline: 'Built for real workouts',
      quote: 'I cancelled my gym membership. These are all I need for a full-body session at home.',
      author: 'Marcus T., verified buyer',
    },
    press: {
      quote: 'The best adjustable dumbbells we tested this year.',
      outlet: 'Trail & Train',
      outlets: 'Trail & Train · Strength Weekly · Gear Lab',
    },
    native: {
      handle: 'marcus.lifts',
      caption:
        'Home gym upgrade done. One pair, every weight I need, and my living room is still a living room.',
      likes: '4,390 likes',
    },
    problem: {
      problem: 'No room for a home gym?',
      solution: 'All you need is one corner.',
      body: 'Fifteen pairs of weights in one compact set.',
    },
    question: {
      question: 'What if the gym came to you?',
      answer: 'Summit’s dumbbells bring every weight home.',
    },
    stat: {
      figure: '15x',
      line: 'the weights in the space of one',
      headline: 'Small footprint, full workout',
      footnote: 'Compared with a 15-pair rack',
    },
    proof: {
      headline: 'Trusted by 50,000 home gyms',
      rating: '4.8',
      count: '6,700 reviews',
      reviews: ['Solid and smooth', 'Saves so much space', 'Best buy this year'],
    },
    bfcm: {
      headline: 'Up to $150 off gear',
      badge: 'Black Friday',
      code: 'Code LIFT150',
      body: 'Dumbbells, benches and bundles until Monday.',
    },
    christmas: {
      headline: 'Gifts for the ones who train',
      body: 'Delivered before Christmas, with free shipping.',
      badge: 'Free delivery',
    },
  },
];
