import {
  EXPERT_BIO_MAX,
  EXPERT_HEADLINE_MAX,
  EXPERT_NAME_MAX,
  EXPERT_SOCIAL_LABELS,
  EXPERT_SOCIAL_NETWORKS,
  type ExpertProfile,
  type ExpertSocialNetwork,
  type User,
} from '@hookline/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { expertsPaths } from '../experts-paths.ts';
import { useSaveExpertProfile } from '../hooks/use-experts.ts';
import { NETWORK_ICONS } from '../shared/SocialLinks.tsx';
import { ExpertImageField } from './ExpertImageField.tsx';
import {
  checkProfileForm,
  formChanged,
  formFromProfile,
  type ExpertProfileErrors,
  type ExpertProfileField,
  type ExpertProfileForm as FormValues,
} from './expert-profile-form.ts';
import { ProfileSection } from './ProfileSection.tsx';

const LINK_PLACEHOLDERS: Record<ExpertSocialNetwork, string> = {
  website: 'https://yourname.com',
  x: 'https://x.com/yourname',
  instagram: 'https://www.instagram.com/yourname',
  youtube: 'https://www.youtube.com/@yourname',
  tiktok: 'https://www.tiktok.com/@yourname',
  linkedin: 'https://www.linkedin.com/in/yourname',
  facebook: 'https://www.facebook.com/yourname',
};

/** The profile's fields, checked with the schema the server uses, and saved in one go. */
export function ExpertProfileForm({ user, profile }: { user: User; profile: ExpertProfile | null }) {
  const [start, setStart] = useState(() => formFromProfile(profile, user));
  const [form, setForm] = useState(start);
  const [errors, setErrors] = useState<ExpertProfileErrors>({});
  const save = useSaveExpertProfile(user._id);
  const changed = formChanged(form, start);

  const edit = (patch: Partial<FormValues>, field?: ExpertProfileField) => {
    setForm((current) => ({ ...current, ...patch }));
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const editLink = (network: ExpertSocialNetwork, value: string) =>
    edit({ links: { ...form.links, [network]: value } }, `socialMediaLinks.${network}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProfileForm(form);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        const next = formFromProfile(saved, user);
        setStart(next);
        setForm(next);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Expert profile">
      {!profile && (
        <Alert
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          mt="md"
          title="You have no expert profile yet"
        >
          Fill it in and save it to appear in the Experts directory. You can add a photo once it is saved.
        </Alert>
      )}
      <ProfileSection
        title="Profile photo"
        description="Shown on your card in the Experts directory and on your page."
      >
        <ExpertImageField
          userId={user._id}
          name={{ firstName: form.firstName || user.firstName, lastName: form.lastName }}
          imageUrl={profile?.profileImageURL ?? null}
          profileSaved={profile !== null}
        />
      </ProfileSection>

      <ProfileSection
        title="About you"
        description="How marketers see you in the directory. Your account name stays as it is."
      >
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label="First name"
              required
              value={form.firstName}
              onChange={(event) => edit({ firstName: event.currentTarget.value }, 'firstName')}
              error={errors.firstName}
              maxLength={EXPERT_NAME_MAX}
              autoComplete="given-name"
            />
            <TextInput
              label="Last name"
              value={form.lastName}
              onChange={(event) => edit({ lastName: event.currentTarget.value }, 'lastName')}
              error={errors.lastName}
              maxLength={EXPERT_NAME_MAX}
              autoComplete="family-name"
            />
          </SimpleGrid>
          <TextInput
            label="Headline"
            description="One line under your name, such as ‘UGC creative director’."
            value={form.headline}
            onChange={(event) => edit({ headline: event.currentTarget.value }, 'headline')}
            error={errors.headline}
            maxLength={EXPERT_HEADLINE_MAX}
          />
          <Textarea
            label="Bio"
            description={`A few lines for your page, up to ${EXPERT_BIO_MAX} characters (${form.bio.length}/${EXPERT_BIO_MAX}).`}
            value={form.bio}
            onChange={(event) => edit({ bio: event.currentTarget.value }, 'bio')}
            error={errors.bio}
            rows={4}
            maxLength={EXPERT_BIO_MAX}
          />
        </Stack>
      </ProfileSection>

      <ProfileSection
        title="Social links"
        description="Where people can follow your work. Leave out any you don’t use."
      >
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" verticalSpacing="md">
          {EXPERT_SOCIAL_NETWORKS.map((network) => {
            const NetworkIcon = NETWORK_ICONS[network];
            return (
              <TextInput
                key={network}
                label={EXPERT_SOCIAL_LABELS[network]}
                type="url"
                inputMode="url"
                placeholder={LINK_PLACEHOLDERS[network]}
                leftSection={<NetworkIcon size={16} stroke={1.6} aria-hidden />}
                value={form.links[network]}
                onChange={(event) => editLink(network, event.currentTarget.value)}
                error={errors[`socialMediaLinks.${network}`]}
              />
            );
          })}
        </SimpleGrid>
      </ProfileSection>

      <ProfileSection title="Directory" description="Whether the Experts directory lists your profile." last>
        <Stack gap="sm">
          <Switch
            label="Show my profile in the Experts directory"
            description="When off, only you can open your page."
            checked={form.published}
            onChange={(event) => edit({ published: event.currentTarget.checked })}
          />
          {profile && (
            <Text size="sm">
              <Anchor component={Link} to={expertsPaths.expert(user._id)}>
                View your expert page
              </Anchor>
            </Text>
          )}
        </Stack>
      </ProfileSection>

      <Group justify="flex-end" pb="lg">
        <Button
          variant="default"
          disabled={!changed || save.isPending}
          onClick={() => {
            setForm(start);
            setErrors({});
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={profile !== null && !changed} loading={save.isPending}>
          {profile ? 'Save profile' : 'Create profile'}
        </Button>
      </Group>
    </form>
  );
}
