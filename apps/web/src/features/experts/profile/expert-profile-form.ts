import {
  EXPERT_SOCIAL_NETWORKS,
  expertProfileBody,
  expertProfileErrors,
  type ExpertProfile,
  type ExpertProfileBody,
  type ExpertSocialNetwork,
} from '@hookline/domain';

/** What the Expert profile tab's fields hold: text as typed. */
export interface ExpertProfileForm {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  links: Record<ExpertSocialNetwork, string>;
  published: boolean;
}

/** A field of the form, as the server's and the schema's messages name it (`socialMediaLinks.x`). */
export type ExpertProfileField =
  'firstName' | 'lastName' | 'headline' | 'bio' | `socialMediaLinks.${ExpertSocialNetwork}`;

export type ExpertProfileErrors = Partial<Record<ExpertProfileField, string>>;

const linksOf = (pick: (network: ExpertSocialNetwork) => string) =>
  Object.fromEntries(EXPERT_SOCIAL_NETWORKS.map((network) => [network, pick(network)])) as Record<
    ExpertSocialNetwork,
    string
  >;

/** The saved profile, or a first one started from the account's name. */
export function formFromProfile(
  profile: ExpertProfile | null,
  account: { firstName: string; lastName: string },
): ExpertProfileForm {
  if (!profile) {
    return {
      firstName: account.firstName,
      lastName: account.lastName,
      headline: '',
      bio: '',
      links: linksOf(() => ''),
      published: true,
    };
  }
  return {
    firstName: profile.firstName,
    lastName: profile.lastName ?? '',
    headline: profile.headline ?? '',
    bio: profile.bio ?? '',
    links: linksOf((network) => profile.socialMediaLinks[network] ?? ''),
    published: profile.published,
  };
}

/**
 * What the form sends: a field left empty is not given (null); anything typed is sent as typed, so that a
 * last name or link of only spaces is refused, as the spec asks (section 5, "Expert profile").
 */
export function bodyFromForm(form: ExpertProfileForm): ExpertProfileBody {
  const given = (value: string) => (value === '' ? null : value);
  return {
    firstName: form.firstName,
    lastName: given(form.lastName),
    headline: given(form.headline),
    bio: given(form.bio),
    socialMediaLinks: Object.fromEntries(
      EXPERT_SOCIAL_NETWORKS.map((network) => [network, given(form.links[network])]),
    ),
    published: form.published,
  };
}

/** The body to send, or the message of each field that breaks a rule (the schema the server uses). */
export function checkProfileForm(
  form: ExpertProfileForm,
): { body: ExpertProfileBody; errors?: undefined } | { errors: ExpertProfileErrors; body?: undefined } {
  const body = bodyFromForm(form);
  const parsed = expertProfileBody.safeParse(body);
  if (parsed.success) return { body };
  return { errors: expertProfileErrors(parsed.error) };
}

/** Whether the form differs from what it started from. */
export function formChanged(form: ExpertProfileForm, start: ExpertProfileForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(start);
}
