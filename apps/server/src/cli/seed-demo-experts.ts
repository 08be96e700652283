import { renderImage } from '../platform/media/render-child/render-images.ts';
import type { AppContext } from '../platform/context.ts';
import { makeDemoExpert } from '../modules/discover/index.ts';
import { findUserByEmail, insertUser } from '../modules/users/index.ts';
import { DEMO_USER_EXPERT, SAMPLE_EXPERT_DOMAIN, SAMPLE_EXPERTS, type DemoExpert } from './demo-experts.ts';

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SIDE = 512;

/** "Sofía Álvarez" → "SÁ". */
function initialsOf(profile: DemoExpert['profile']): string {
  return `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
}

/** A monogram portrait: the initials on a diagonal gradient, with a soft ring for depth. */
export function monogramPng(expert: Omit<DemoExpert, 'slug'>): Promise<Buffer> {
  const [from, to] = expert.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" font-family="${FONT}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/>
        <stop offset="1" stop-color="${to}"/>
      </linearGradient>
    </defs>
    <rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/>
    <circle cx="${SIDE * 0.78}" cy="${SIDE * 0.2}" r="${SIDE * 0.32}" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="${SIDE * 0.15}" cy="${SIDE * 0.92}" r="${SIDE * 0.24}" fill="#000000" fill-opacity="0.06"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-size="${SIDE * 0.36}" font-weight="700"
      letter-spacing="${SIDE * 0.01}" fill="#ffffff">${initialsOf(expert.profile)}</text>
  </svg>`;
  return renderImage({ svg }, { format: 'png' });
}

/** Makes the account an expert with the profile and its monogram, unless it has a profile already. */
function seedExpert(
  context: AppContext,
  input: { userId: string; expert: Omit<DemoExpert, 'slug'> },
): Promise<boolean> {
  return makeDemoExpert(context, {
    userId: input.userId,
    profile: input.expert.profile,
    picture: () => monogramPng(input.expert),
  });
}

/**
 * The demo's Experts directory: the demo user is an expert with a filled profile, beside sample experts
 * whose accounts can't sign in (no password, no identity-provider subject). Idempotent: an account that has
 * a profile is left alone.
 */
export async function seedDemoExperts(
  context: AppContext,
  input: { userId: string },
): Promise<{ created: number }> {
  const { db } = context.database;
  let created = (await seedExpert(context, { userId: input.userId, expert: DEMO_USER_EXPERT })) ? 1 : 0;
  for (const expert of SAMPLE_EXPERTS) {
    const email = `${expert.slug}@${SAMPLE_EXPERT_DOMAIN}`;
    const user =
      (await findUserByEmail(db, email)) ??
      (await insertUser(db, {
        email,
        firstName: expert.profile.firstName,
        lastName: expert.profile.lastName,
        passwordHash: null,
        isRiskyEmail: false,
        isNewSignup: false,
      }));
    if (await seedExpert(context, { userId: user.id, expert })) created += 1;
  }
  return { created };
}
