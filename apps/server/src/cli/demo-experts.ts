import type { ExpertProfileBody } from '@hookline/domain';

/*
 * The Experts directory of the demo: the demo user's own profile, and sample experts whose accounts can't
 * sign in (no password and no identity-provider subject), so that the directory reads like a real one.
 */

export interface DemoExpert {
  /** Names the sample account: `<slug>@experts.hookline.dev`. */
  slug: string;
  profile: ExpertProfileBody & { lastName: string; headline: string };
  /** The two colours of the monogram's background. */
  colours: [string, string];
}

/** Where the sample experts' accounts live; no mailbox answers there. */
export const SAMPLE_EXPERT_DOMAIN = 'experts.hookline.dev';

export const DEMO_USER_EXPERT: Omit<DemoExpert, 'slug'> = {
  profile: {
    firstName: 'Demo',
    lastName: 'User',
    headline: 'Creative strategist for DTC and app brands',
    bio: 'I turn research from the ad library into briefs: the hook, the angle and the first three seconds.',
    socialMediaLinks: {
      website: 'https://demo.hookline.dev/',
      linkedin: 'https://www.linkedin.com/in/hookline-demo',
      instagram: 'https://www.instagram.com/hookline.demo',
    },
  },
  colours: ['#4c6ef5', '#15aabf'],
};

export const SAMPLE_EXPERTS: readonly DemoExpert[] = [
  {
    slug: 'maya-chen',
    profile: {
      firstName: 'Maya',
      lastName: 'Chen',
      headline: 'Performance creative strategist',
      bio: 'Ten years of paid social, from agency side to in-house. I help DTC brands find the hooks that scale on Meta and TikTok.',
      socialMediaLinks: {
        website: 'https://mayachen.example.com/',
        instagram: 'https://www.instagram.com/mayachen.creative',
        linkedin: 'https://www.linkedin.com/in/mayachen-creative',
        x: 'https://x.com/mayachenads',
      },
    },
    colours: ['#f76707', '#e64980'],
  },
  {
    slug: 'jonas-weber',
    profile: {
      firstName: 'Jonas',
      lastName: 'Weber',
      headline: 'UGC creative director',
      bio: 'I run a bench of 40 creators and write the briefs they shoot from. Unpolished, on purpose.',
      socialMediaLinks: {
        tiktok: 'https://www.tiktok.com/@jonasweber.ugc',
        instagram: 'https://www.instagram.com/jonasweber.ugc',
        youtube: 'https://www.youtube.com/@jonasweberugc',
      },
    },
    colours: ['#2b8a3e', '#66a80f'],
  },
  {
    slug: 'priya-raman',
    profile: {
      firstName: 'Priya',
      lastName: 'Raman',
      headline: 'Paid social lead for subscription apps',
      bio: 'Install campaigns, trial-to-paid and the creative testing that feeds them.',
      socialMediaLinks: {
        linkedin: 'https://www.linkedin.com/in/priyaraman-growth',
        x: 'https://x.com/priyaraman',
        website: 'https://priyaraman.example.com/',
      },
    },
    colours: ['#7048e8', '#ae3ec9'],
  },
  {
    slug: 'marcus-bell',
    profile: {
      firstName: 'Marcus',
      lastName: 'Bell',
      headline: 'Direct-response copywriter',
      bio: 'Headlines, hooks and landing pages for brands that sell on Meta. Former editor; still counts words.',
      socialMediaLinks: {
        x: 'https://x.com/marcusbellcopy',
        linkedin: 'https://www.linkedin.com/in/marcusbell-copy',
        website: 'https://marcusbell.example.com/',
      },
    },
    colours: ['#1c7ed6', '#364fc7'],
  },
  {
    slug: 'sofia-alvarez',
    profile: {
      firstName: 'Sofía',
      lastName: 'Álvarez',
      headline: 'TikTok Shop growth consultant',
      bio: 'Live shopping, affiliate creators and Spark Ads for beauty and wellness brands.',
      socialMediaLinks: {
        tiktok: 'https://www.tiktok.com/@sofia.alvarez.growth',
        instagram: 'https://www.instagram.com/sofia.alvarez.growth',
        facebook: 'https://www.facebook.com/sofiaalvarezgrowth',
      },
    },
    colours: ['#e8590c', '#f59f00'],
  },
  {
    slug: 'kenji-watanabe',
    profile: {
      firstName: 'Kenji',
      lastName: 'Watanabe',
      headline: 'Motion designer for paid social',
      bio: 'Statics that move: kinetic type, product loops and 6-second cut-downs.',
      socialMediaLinks: {
        instagram: 'https://www.instagram.com/kenji.motion',
        youtube: 'https://www.youtube.com/@kenjimotion',
        website: 'https://kenjiwatanabe.example.com/',
      },
    },
    colours: ['#0b7285', '#1098ad'],
  },
  {
    slug: 'amara-okafor',
    profile: {
      firstName: 'Amara',
      lastName: 'Okafor',
      headline: 'Creative analytics and testing',
      bio: 'I read the numbers behind the creative: hook rate, hold rate and what to test next.',
      socialMediaLinks: {
        linkedin: 'https://www.linkedin.com/in/amaraokafor-analytics',
        x: 'https://x.com/amaraokafor',
        youtube: 'https://www.youtube.com/@amaraokafor',
      },
    },
    colours: ['#c2255c', '#862e9c'],
  },
  {
    slug: 'liam-oconnor',
    profile: {
      firstName: 'Liam',
      lastName: "O'Connor",
      headline: 'YouTube ads and long-form video',
      bio: 'Founder-led video ads, from the script to the first-frame thumbnail.',
      socialMediaLinks: {
        youtube: 'https://www.youtube.com/@liamoconnorads',
        linkedin: 'https://www.linkedin.com/in/liamoconnor-video',
        facebook: 'https://www.facebook.com/liamoconnorads',
        website: 'https://liamoconnor.example.com/',
      },
    },
    colours: ['#495057', '#212529'],
  },
];
