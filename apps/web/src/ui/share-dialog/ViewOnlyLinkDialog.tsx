import type { ShareLink, ShareLinkOptionsInput, ShareLinkViews } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../LoadError.tsx';
import { toast } from '../toasts.ts';
import { useMutation } from '../use-mutation.ts';
import { ShareDialogModal } from './ShareDialogModal.tsx';
import { NEW_LINK_FORM, type ShareForm } from './share-form.ts';
import { ShareLinkFields } from './ShareLinkFields.tsx';
import { ShareViewCount } from './ShareViewCount.tsx';
import { useShareLinkForm } from './use-share-link-form.ts';

/** A link's options and the sender's time zone (its expiry is the end of the chosen day there). */
export interface ViewOnlyLinkInput {
  options: ShareLinkOptionsInput;
  timezone: string;
}

/** How the dialog reads and writes the links to one shared thing (the feature's calls of api/). */
export interface ViewOnlyLinkSource {
  /** The cache key of the thing's links; a new key starts the form afresh. */
  linksKey: readonly unknown[];
  links: (signal?: AbortSignal) => Promise<ShareLink[]>;
  create: (input: ViewOnlyLinkInput) => Promise<unknown>;
  update: (linkId: string, input: ViewOnlyLinkInput) => Promise<unknown>;
  viewsKey: (linkId: string) => readonly unknown[];
  views: (linkId: string, signal?: AbortSignal) => Promise<ShareLinkViews>;
  /** The link's public page, as a whole URL to copy and send. */
  url: (linkId: string) => string;
}

export interface ViewOnlyLinkDialogProps {
  /** What is shared, in the title; null while nothing is (the dialog then stays empty). */
  name: string | null;
  source: ViewOnlyLinkSource | null;
  /** What a viewer of the link sees, said above the options. */
  intro: string;
  /** What "Allow downloads" gives a viewer. */
  downloadsDescription: string;
  opened: boolean;
  onClose: () => void;
}

/** A new view-only link: on, downloads allowed, no expiry, no password; never versions or comments. */
const NEW_VIEW_ONLY_LINK: ShareForm = { ...NEW_LINK_FORM, accessFileVersions: false, canComment: false };

/**
 * The share-link dialog of what is shared to be seen, not reviewed (a Discover ad or brand, a tracked brand's
 * dashboard): the Creative Hub's dialog without versions and comments. It shows the newest link to the thing,
 * or makes one.
 */
export function ViewOnlyLinkDialog({ name, source, opened, onClose, ...text }: ViewOnlyLinkDialogProps) {
  return (
    <ShareDialogModal name={name} opened={opened} onClose={onClose}>
      {source && <DialogBody key={JSON.stringify(source.linksKey)} source={source} {...text} />}
    </ShareDialogModal>
  );
}

type BodyProps = { source: ViewOnlyLinkSource } & Pick<
  ViewOnlyLinkDialogProps,
  'intro' | 'downloadsDescription'
>;

function DialogBody(props: BodyProps) {
  const { source } = props;
  const links = useQuery({ queryKey: source.linksKey, queryFn: ({ signal }) => source.links(signal) });
  if (links.isError) {
    return (
      <LoadError what="the share link" onRetry={() => void links.refetch()} retrying={links.isRefetching} />
    );
  }
  if (links.isPending) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton h={36} />
        <Skeleton h={22} w="70%" />
        <Skeleton h={22} w="60%" />
      </Stack>
    );
  }
  return <LinkForm {...props} link={links.data[0]} />;
}

function LinkForm({
  source,
  link,
  intro,
  downloadsDescription,
}: BodyProps & { link: ShareLink | undefined }) {
  const queryClient = useQueryClient();
  const share = useShareLinkForm(link, NEW_VIEW_ONLY_LINK);

  const save = useMutation({
    mutationFn: async (options: ShareLinkOptionsInput) => {
      const input = { options, timezone: share.timezone };
      return link ? source.update(link._id, input) : source.create(input);
    },
    onSuccess: async () => {
      toast.success(link ? 'Share settings updated' : 'Link generated');
      share.forgetPassword();
      await queryClient.invalidateQueries({ queryKey: source.linksKey });
    },
  });

  const submit = () => {
    const sent = share.optionsToSend();
    if (!sent) return;
    // Versions and comments are the Creative Hub's; a view-only link has neither.
    const { accessFileVersions: _versions, canComment: _comments, ...options } = sent;
    save.mutate(options);
  };

  return (
    <ShareLinkFields
      share={share}
      url={link && source.url(link._id)}
      intro={intro}
      downloadsDescription={downloadsDescription}
      views={link && <ViewCount source={source} link={link} />}
      saving={save.isPending}
      onSubmit={submit}
    />
  );
}

function ViewCount({ source, link }: { source: ViewOnlyLinkSource; link: ShareLink }) {
  const views = useQuery({
    queryKey: source.viewsKey(link._id),
    queryFn: ({ signal }) => source.views(link._id, signal),
  });
  return <ShareViewCount views={views} />;
}
