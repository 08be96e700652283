import { DETECTIVE_DIGEST_SETTINGS_PATH } from '@hookline/domain';
import { slackEscape, slackLink } from '../../../platform/chat/chat-webhook.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { escapeHtml } from '../../../platform/mail/notification-mail.ts';
import type { BrandLaunches, LaunchBurst } from './digest-content.ts';

/*
 * How the digest and the launch alerts read, by e-mail (HTML and text) and in Slack. Spy data shows what a
 * brand bets on, not what works for it: the mails say launches, never winners.
 */

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** `2026-03-02` as "Mon 2 March". */
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

const adsLabel = (count: number) => `${count} new ${count === 1 ? 'ad' : 'ads'}`;

/** "and 4 more", for the ads a message counts but does not quote; empty when it quotes them all. */
const moreOf = (brand: BrandLaunches) => {
  const more = brand.newAdCount - brand.examples.length;
  return more > 0 ? `and ${more} more` : '';
};

export const brandDashboardLink = (appUrl: string, brandId: string): string =>
  `${appUrl}/app/library/detective/analytics/${encodeURIComponent(brandId)}/overview`;

const settingsLink = (appUrl: string) => `${appUrl}${DETECTIVE_DIGEST_SETTINGS_PATH}`;

function footerOf(what: string, appUrl: string) {
  const text =
    `You get this e-mail because you are a member of the workspace ${what}. To stop it, open Detective's ` +
    `e-mail settings: ${settingsLink(appUrl)}`;
  const html =
    `You get this e-mail because you are a member of the workspace ${escapeHtml(what)}. To stop it, open ` +
    `<a href="${escapeHtml(settingsLink(appUrl))}">Detective's e-mail settings</a>.`;
  return { text, html };
}

function brandText(brand: BrandLaunches, appUrl: string): string[] {
  if (brand.newAdCount === 0) return [`${brand.name}: no new ads`];
  return [
    `${brand.name}: ${adsLabel(brand.newAdCount)}`,
    ...brand.examples.map((ad) => `  - ${dayLabel(ad.startDate)}: "${ad.line}"`),
    ...(moreOf(brand) ? [`  - ${moreOf(brand)}`] : []),
    `  See the dashboard: ${brandDashboardLink(appUrl, brand.brandId)}`,
  ];
}

function brandHtml(brand: BrandLaunches, appUrl: string): string {
  const link = escapeHtml(brandDashboardLink(appUrl, brand.brandId));
  if (brand.newAdCount === 0) {
    return `<h3 style="margin:20px 0 4px;font-size:16px">${escapeHtml(brand.name)}</h3><p style="margin:0;color:#555">No new ads</p>`;
  }
  const examples = brand.examples
    .map(
      (ad) =>
        `<li style="margin:0 0 4px">${escapeHtml(dayLabel(ad.startDate))}: &ldquo;${escapeHtml(ad.line)}&rdquo;</li>`,
    )
    .join('');
  const more = moreOf(brand) ? `<li style="margin:0 0 4px">${moreOf(brand)}</li>` : '';
  return [
    `<h3 style="margin:20px 0 4px;font-size:16px">${escapeHtml(brand.name)}: ${adsLabel(brand.newAdCount)}</h3>`,
    `<ul style="margin:0 0 8px;padding-left:20px;color:#333">${examples}${more}</ul>`,
    `<p style="margin:0"><a href="${link}" style="color:#5431fe">Open ${escapeHtml(brand.name)}'s dashboard</a></p>`,
  ].join('\n');
}

function mailOf(input: {
  kind: MailMessage['kind'];
  to: string;
  subject: string;
  intro: string;
  textBody: string[];
  htmlBody: string;
  footer: { text: string; html: string };
}): MailMessage {
  const text = [
    'Hi,',
    '',
    input.intro,
    '',
    ...input.textBody,
    '',
    input.footer.text,
    '',
    'The Hookline team',
  ].join('\n');
  const html = [
    '<p>Hi,</p>',
    `<p>${escapeHtml(input.intro)}</p>`,
    input.htmlBody,
    `<p style="color:#666;font-size:12px;margin-top:24px">${input.footer.html}</p>`,
    '<p>The Hookline team</p>',
  ].join('\n');
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

/** The weekly digest of a workspace's tracked brands. */
export interface WeeklyDigest {
  workspaceName: string;
  from: string;
  to: string;
  brands: BrandLaunches[];
}

const totalOf = (digest: WeeklyDigest) => digest.brands.reduce((sum, brand) => sum + brand.newAdCount, 0);

const introOf = (digest: WeeklyDigest) =>
  `From ${dayLabel(digest.from)} to ${dayLabel(digest.to)}, the brands tracked in ${digest.workspaceName} ` +
  `started ${adsLabel(totalOf(digest))}. What a brand launches shows its bets, not its results.`;

export function weeklyDigestMail(input: { to: string; digest: WeeklyDigest; appUrl: string }): MailMessage {
  const { digest, appUrl } = input;
  return mailOf({
    kind: 'detective-digest',
    to: input.to,
    subject: `Detective: ${adsLabel(totalOf(digest))} from your tracked brands this week`,
    intro: introOf(digest),
    textBody: digest.brands.flatMap((brand) => [...brandText(brand, appUrl), '']).slice(0, -1),
    htmlBody: digest.brands.map((brand) => brandHtml(brand, appUrl)).join('\n'),
    footer: footerOf(digest.workspaceName, appUrl),
  });
}

export function weeklyDigestSlack(input: { digest: WeeklyDigest; appUrl: string }): string {
  const { digest, appUrl } = input;
  const lines = digest.brands.map((brand) => {
    if (brand.newAdCount === 0) return `• ${slackEscape(brand.name)}: no new ads`;
    const examples = brand.examples.map((ad) => `    ◦ ${slackEscape(ad.line)}`);
    if (moreOf(brand)) examples.push(`    ◦ ${moreOf(brand)}`);
    return [
      `• ${slackLink(brandDashboardLink(appUrl, brand.brandId), brand.name)}: ${adsLabel(brand.newAdCount)}`,
      ...examples,
    ].join('\n');
  });
  return [`*Detective weekly digest*: ${slackEscape(introOf(digest))}`, ...lines].join('\n');
}

const burstIntro = (burst: LaunchBurst, workspaceName: string) =>
  `${burst.name}, tracked in ${workspaceName}, started ${adsLabel(burst.newAdCount)} on ` +
  `${dayLabel(burst.day)}. A burst like this often means a new campaign or a round of creative tests.`;

export function launchAlertMail(input: {
  to: string;
  burst: LaunchBurst;
  workspaceName: string;
  appUrl: string;
}): MailMessage {
  const { burst, appUrl } = input;
  return mailOf({
    kind: 'detective-launch-alert',
    to: input.to,
    subject: `Detective: ${burst.name} started ${adsLabel(burst.newAdCount)} on ${dayLabel(burst.day)}`,
    intro: burstIntro(burst, input.workspaceName),
    textBody: brandText(burst, appUrl),
    htmlBody: brandHtml(burst, appUrl),
    footer: footerOf(input.workspaceName, appUrl),
  });
}

export function launchAlertSlack(input: {
  burst: LaunchBurst;
  workspaceName: string;
  appUrl: string;
}): string {
  const { burst, appUrl } = input;
  return [
    `*Detective launch alert*: ${slackEscape(burstIntro(burst, input.workspaceName))}`,
    ...burst.examples.map((ad) => `• ${slackEscape(ad.line)}`),
    slackLink(brandDashboardLink(appUrl, burst.brandId), `Open ${burst.name}'s dashboard`),
  ].join('\n');
}
