import type { IndustryCopy } from './industry-copy.ts';

/* Sample words for the industries that sell to a home, a family, a pet or a monthly habit. */

export const HOUSEHOLD_COPY: readonly IndustryCopy[] = [
  {
    industry: 'food-and-beverage',
    look: { brand: 'Fizzwell', product: 'Prebiotic Soda', shape: 'can', type: 'condensed' },
    palettes: [
      { name: 'Peach', background: '#fde8d7', accent: '#e4572e', text: '#2b1a12' },
      { name: 'Tangerine', background: '#f26b38', accent: '#fff1c9', text: '#ffffff' },
      { name: 'Cola', background: '#2a1712', accent: '#ffb84d', text: '#fff4e6' },
    ],
    price: '$29',
    was: '$39',
    cta: 'Grab a 12-pack',
    hero: { headline: 'Soda that loves your gut', body: '5 g of prebiotic fibre and just 2 g of sugar.' },
    sale: { headline: 'Summer stock-up', badge: '25% off', body: 'Every 12-pack, mix and match flavours.' },
    benefit: {
      headline: 'All the fizz. None of the sugar crash.',
      points: ['Only 2 g of sugar', 'Real fruit juice', 'Nothing artificial'],
    },
    beforeAfter: {
      headline: 'Swap your 3pm soda',
      body: '39 g of sugar out, 5 g of fibre in.',
      before: 'Regular soda',
      after: 'Fizzwell',
    },
    versus: {
      headline: 'Fizzwell vs. regular soda',
      them: 'Regular soda',
      rows: ['2 g of sugar', '5 g prebiotic fibre', 'Real fruit juice', 'No artificial sweeteners'],
    },
    features: {
      headline: 'Good things, canned',
      points: ['2 g sugar', 'Prebiotic fibre', '35 calories', 'Real fruit'],
    },
    testimonial: {
      headline: 'Fans can’t stop sipping',
      quote: 'Tastes like the sodas I grew up with, without the sugar crash. My fridge is never without it.',
      author: 'Priya S., verified buyer',
    },
    press: {
      quote: 'A soda you can actually feel good about.',
      outlet: 'Food & Table',
      outlets: 'Food & Table · The Daily Sip · Kitchen Notes',
    },
    native: {
      handle: 'priya.eats',
      caption:
        'Replaced my afternoon cola with this and honestly? I don’t miss it. The grapefruit one is so good.',
      likes: '6,044 likes',
    },
    problem: {
      problem: 'Craving soda but not the sugar?',
      solution: 'Crack open a Fizzwell.',
      body: 'Classic flavours with 2 g of sugar a can.',
    },
    question: {
      question: 'What if soda was good for you?',
      answer: 'Fizzwell feeds your gut with every sip.',
    },
    stat: {
      figure: '2 g',
      line: 'of sugar in every can',
      headline: 'The numbers are sweet',
      footnote: 'Against 39 g in a regular cola',
    },
    proof: {
      headline: 'Over 1 million cans sold',
      rating: '4.7',
      count: '15,300 reviews',
      reviews: ['Tastes like the real thing', 'My new daily soda', 'Kids love it too'],
    },
    bfcm: {
      headline: 'Buy 2 packs, get 1 free',
      badge: 'Black Friday',
      code: 'Code FIZZFREE',
      body: 'Stock up for the holidays before Monday.',
    },
    christmas: {
      headline: 'Cheers to a merrier Christmas',
      body: 'Festive flavours, bottled for the table.',
      badge: 'Limited edition',
    },
  },
  {
    industry: 'home-decor',
    look: { brand: 'Hearth', product: 'Arc Table Lamp', shape: 'lamp', type: 'serif' },
    palettes: [
      { name: 'Linen', background: '#f3efe7', accent: '#b5653f', text: '#2b2520' },
      { name: 'Terracotta', background: '#b5653f', accent: '#f5e6d3', text: '#ffffff' },
      { name: 'Walnut', background: '#2b231d', accent: '#e0b98c', text: '#f7efe6' },
    ],
    price: '$129',
    was: '$179',
    cta: 'Shop lighting',
    hero: { headline: 'Warm light for slow evenings', body: 'Hand-finished ceramic with a dimmable glow.' },
    sale: { headline: 'The Home Sale', badge: '30% off', body: 'Lamps, throws and cushions for the season.' },
    benefit: {
      headline: 'Designer look. Without the designer price.',
      points: ['Hand-finished ceramic', 'Dimmable warm LED', 'Ships free in 3 days'],
    },
    beforeAfter: {
      headline: 'One lamp changes the room',
      body: 'From harsh overhead light to a warm glow.',
      before: 'Before',
      after: 'After',
    },
    versus: {
      headline: 'Hearth vs. the big-box store',
      them: 'Big box',
      rows: ['Hand-finished ceramic', 'Dimmable warm LED', '5-year warranty', 'Free 100-day returns'],
    },
    features: {
      headline: 'Crafted to glow',
      points: ['Ceramic base', 'Linen shade', 'Dimmable LED', 'Touch switch'],
    },
    testimonial: {
      headline: 'Homes we’ve warmed up',
      quote: 'Every guest asks where it’s from. It made our living room feel finished.',
      author: 'Elena M., verified buyer',
    },
    press: {
      quote: 'The lamp every design lover wants this season.',
      outlet: 'Modern Home',
      outlets: 'Modern Home · Interiors Daily · The Nest',
    },
    native: {
      handle: 'elena.at.home',
      caption: 'Cosy corner done. This lamp makes the whole room glow at night, and it was under $150.',
      likes: '3,728 likes',
    },
    problem: {
      problem: 'Living room feel cold at night?',
      solution: 'Add a pool of warm light.',
      body: 'Dimmable ceramic lamps that soften any room.',
    },
    question: {
      question: 'Why does your room feel unfinished?',
      answer: 'It needs layers of light. Start with one lamp.',
    },
    stat: {
      figure: '2,700K',
      line: 'warm light, like a sunset',
      headline: 'Light that relaxes',
      footnote: 'Dimmable from 10 to 100%',
    },
    proof: {
      headline: 'In 30,000 cosy homes',
      rating: '4.8',
      count: '5,400 reviews',
      reviews: ['Gorgeous warm light', 'Looks so expensive', 'Arrived in 2 days'],
    },
    bfcm: {
      headline: '30% off everything',
      badge: 'Black Friday',
      code: 'Code HOME30',
      body: 'Lighting, textiles and decor until Monday.',
    },
    christmas: {
      headline: 'Make it cosy this Christmas',
      body: 'Gifts for the home, wrapped and delivered.',
      badge: 'Free gift wrap',
    },
  },
  {
    industry: 'kids-and-baby',
    look: { brand: 'Little Oak', product: 'Storybook Set', shape: 'book', type: 'sans' },
    palettes: [
      { name: 'Butter', background: '#fdf3d8', accent: '#2f7fb3', text: '#1e2a36' },
      { name: 'Sky', background: '#6cb6e0', accent: '#ffd166', text: '#0f2233' },
      { name: 'Navy', background: '#1c2a4a', accent: '#ffb4a2', text: '#fff8ef' },
    ],
    price: '$34',
    was: '$48',
    cta: 'Shop the set',
    hero: { headline: 'Bedtime stories they ask for', body: 'Six picture books for ages 2 to 5.' },
    sale: {
      headline: 'Story time sale',
      badge: '30% off',
      body: 'Every book set and plush, this week only.',
    },
    benefit: {
      headline: 'Screen-free fun. Zero mess.',
      points: ['Wipe-clean pages', 'Made for little hands', 'Loved by teachers'],
    },
    beforeAfter: {
      headline: 'From bedtime battles to bedtime stories',
      body: 'A calmer routine in one week.',
      before: 'Before',
      after: 'After',
    },
    versus: {
      headline: 'Little Oak vs. screens',
      them: 'Screens',
      rows: ['Builds vocabulary', 'Calms before sleep', 'Time together', 'No batteries needed'],
    },
    features: {
      headline: 'Made for little hands',
      points: ['Thick board pages', 'Rounded corners', 'Non-toxic inks', 'Ages 2 to 5'],
    },
    testimonial: {
      headline: 'Parents agree',
      quote: 'My daughter brings me the same book every night. Bedtime is finally the best part of our day.',
      author: 'Hannah W., mum of two',
    },
    press: {
      quote: 'The picture books parents keep buying as gifts.',
      outlet: 'Parent Weekly',
      outlets: 'Parent Weekly · Little Ones · Family Life',
    },
    native: {
      handle: 'hannah.and.co',
      caption: 'Our bedtime routine now: bath, milk, and one (okay, three) Little Oak stories. Zero tears.',
      likes: '2,950 likes',
    },
    problem: {
      problem: 'Bedtime takes an hour?',
      solution: 'Wind down with a story.',
      body: 'Calming books that make sleep the best bit.',
    },
    question: {
      question: 'How do you get a toddler to sleep?',
      answer: 'Ask 20,000 parents: a Little Oak story.',
    },
    stat: {
      figure: '20 min',
      line: 'faster to sleep on average',
      headline: 'Calmer bedtimes',
      footnote: 'Survey of 1,200 parents',
    },
    proof: {
      headline: 'Loved by 20,000 families',
      rating: '4.9',
      count: '7,100 reviews',
      reviews: ['Read it every night', 'Beautiful pictures', 'Perfect baby gift'],
    },
    bfcm: {
      headline: 'Up to 40% off gifts',
      badge: 'Black Friday',
      code: 'Code OAK40',
      body: 'Books, plush and play sets until Monday.',
    },
    christmas: {
      headline: 'Stories for under the tree',
      body: 'Gift sets they’ll read all year.',
      badge: 'Gift-ready',
    },
  },
  {
    industry: 'pets',
    look: { brand: 'Good Paws', product: 'Salmon Bites', shape: 'bowl', type: 'sans' },
    palettes: [
      { name: 'Oat', background: '#f6efe2', accent: '#d9622b', text: '#2a2118' },
      { name: 'Teal', background: '#1f7a74', accent: '#ffd38a', text: '#ffffff' },
      { name: 'Bark', background: '#2d2620', accent: '#8fd3c1', text: '#f8f1e7' },
    ],
    price: '$32',
    was: '$42',
    cta: 'Feed them better',
    hero: { headline: 'Real food for happy dogs', body: 'Wild salmon and sweet potato, gently cooked.' },
    sale: { headline: 'Treat week', badge: '20% off', body: 'Every bag of bites and chews.' },
    benefit: {
      headline: 'All the flavour. None of the fillers.',
      points: ['90% real salmon', 'No corn, wheat or soy', 'Vet-approved recipes'],
    },
    beforeAfter: {
      headline: 'Shinier coat in 30 days',
      body: 'Omega-3 from real salmon, every day.',
      before: 'Day 1',
      after: 'Day 30',
    },
    versus: {
      headline: 'Good Paws vs. supermarket kibble',
      them: 'Kibble',
      rows: ['Real salmon first', 'No fillers', 'Gently cooked', 'Made with vets'],
    },
    features: {
      headline: 'What makes it good',
      points: ['Wild salmon', 'Omega-3', 'Sweet potato', 'Grain-free'],
    },
    testimonial: {
      headline: 'Tails are wagging',
      quote: 'My picky eater clears the bowl every time, and her coat has never been softer.',
      author: 'Tom B., dad to Luna',
    },
    press: {
      quote: 'Proof that better dog food doesn’t have to cost a fortune.',
      outlet: 'Pet Life',
      outlets: 'Pet Life · Dog Days · The Vet Journal',
    },
    native: {
      handle: 'luna.the.lab',
      caption:
        'Luna literally sits by her bowl at 5pm now. Switched to Good Paws two months ago, zero regrets.',
      likes: '8,213 likes',
    },
    problem: {
      problem: 'Picky eater at dinner time?',
      solution: 'Serve food they’ll finish.',
      body: 'Real salmon recipes dogs can’t resist.',
    },
    question: {
      question: 'Do you know what’s in their bowl?',
      answer: 'With Good Paws, it’s real food you can read.',
    },
    stat: {
      figure: '9/10',
      line: 'picky dogs cleared the bowl',
      headline: 'The taste test',
      footnote: 'Home trial with 300 dogs',
    },
    proof: {
      headline: 'Fed to 70,000 dogs',
      rating: '4.9',
      count: '11,600 reviews',
      reviews: ['My dog is obsessed', 'Softer coat already', 'Great ingredients'],
    },
    bfcm: {
      headline: '35% off your first box',
      badge: 'Black Friday',
      code: 'Code PAWS35',
      body: 'Fresh food delivered, our best deal of the year.',
    },
    christmas: {
      headline: 'Treats for the goodest boy',
      body: 'Festive stockings filled with chews and bites.',
      badge: 'Stocking bundle',
    },
  },
  {
    industry: 'subscription-services',
    look: { brand: 'Brewbox', product: 'Coffee Club', shape: 'box', type: 'sans' },
    palettes: [
      { name: 'Cream', background: '#f5efe6', accent: '#6b3fa0', text: '#221a2b' },
      { name: 'Violet', background: '#5b2f91', accent: '#ffcf70', text: '#ffffff' },
      { name: 'Espresso', background: '#1d1714', accent: '#f0a868', text: '#f7efe7' },
    ],
    price: '$18/mo',
    was: '$24/mo',
    cta: 'Start my box',
    hero: { headline: 'Fresh coffee, every month', body: 'Two bags from small roasters, at your door.' },
    sale: { headline: 'Your first box, for less', badge: '50% off', body: 'On the first month of any plan.' },
    benefit: {
      headline: 'Great coffee. Zero commitment.',
      points: ['Skip or cancel anytime', 'Roasted the week it ships', 'Free delivery every month'],
    },
    beforeAfter: {
      headline: 'Goodbye, stale supermarket beans',
      body: 'Roasted days, not months, before your cup.',
      before: 'Supermarket',
      after: 'Brewbox',
    },
    versus: {
      headline: 'Brewbox vs. the supermarket',
      them: 'Supermarket',
      rows: ['Roasted to order', 'New roasters monthly', 'Cancel anytime', 'Free delivery'],
    },
    features: {
      headline: 'What’s in every box',
      points: ['Two 250 g bags', 'Tasting notes', 'Brew guide', 'Roaster story'],
    },
    testimonial: {
      headline: 'Members love the ritual',
      quote: 'Opening the box is the best part of my month. I’ve found five new favourite roasters.',
      author: 'Leo F., member since 2023',
    },
    press: {
      quote: 'The coffee subscription worth keeping.',
      outlet: 'The Daily Grind',
      outlets: 'The Daily Grind · Brew Review · Taste Weekly',
    },
    native: {
      handle: 'leo.brews',
      caption:
        'Monthly coffee haul just landed. This month: Ethiopian natural with blueberry notes. Obsessed.',
      likes: '1,642 likes',
    },
    problem: {
      problem: 'Bored of the same beans?',
      solution: 'Taste a new roaster every month.',
      body: 'Curated, fresh and delivered free.',
    },
    question: {
      question: 'When was your coffee roasted?',
      answer: 'Ours: the week it reaches you.',
    },
    stat: {
      figure: '7 days',
      line: 'from roaster to your door',
      headline: 'Freshness, guaranteed',
      footnote: 'Average across 2026 deliveries',
    },
    proof: {
      headline: '25,000 members and counting',
      rating: '4.8',
      count: '4,900 reviews',
      reviews: ['Best subscription ever', 'So many new favourites', 'Easy to pause'],
    },
    bfcm: {
      headline: '3 months for the price of 2',
      badge: 'Cyber Monday',
      code: 'Code BREW3',
      body: 'On every plan, only until Monday night.',
    },
    christmas: {
      headline: 'Gift a year of great coffee',
      body: 'Gift subscriptions, emailed in seconds.',
      badge: 'Instant gift card',
    },
  },
];
