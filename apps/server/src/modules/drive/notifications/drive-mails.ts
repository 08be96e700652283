import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { notificationMail } from '../../../platform/mail/notification-mail.ts';
import type { CommentMailKind } from '../../discussions/index.ts';

const FOOTER =
  'You get this e-mail because you watch this file or a folder above it, or were mentioned. You can turn ' +
  'e-mail notifications off in your account or workspace settings.';

/** How the Creative Hub's comment mails read: "X mentioned you on <file> in the Creative Hub". */
export const DRIVE_COMMENT_MAILS: CommentMailKind = {
  mention: 'drive-mention',
  activity: 'drive-activity',
  place: 'the Creative Hub',
  footer: FOOTER,
};

/** To a watcher: a new file in a folder they follow, or a new version of a file they follow. */
export function uploadMail(input: {
  to: string;
  uploaderName: string;
  fileName: string;
  folderName: string;
  link: string;
  isNewVersion: boolean;
}): MailMessage {
  const subject = input.isNewVersion
    ? `${input.uploaderName} uploaded a new version of ${input.fileName}`
    : `${input.uploaderName} uploaded ${input.fileName} to ${input.folderName}`;
  return notificationMail({
    kind: 'drive-activity',
    to: input.to,
    subject,
    headline: `${subject}.`,
    quote: undefined,
    link: input.link,
    action: 'Open the file',
    footer: FOOTER,
  });
}
