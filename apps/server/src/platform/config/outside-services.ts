import type { Config } from './config.ts';

/** One outside service, as configured: a real one, or the offline stand-in Hookline runs without it. */
export interface OutsideService {
  name: string;
  real: boolean;
  /** What answers: the real service's kind, or what stands in for it. */
  detail: string;
}

/** Every outside service Hookline talks to, real or offline, in the order of the start-up log. */
export function outsideServices(config: Config): OutsideService[] {
  const tiktokAds = Boolean(config.adPlatforms.tiktokAppId && config.adPlatforms.tiktokAppSecret);
  return [
    config.mail.smtpUrl
      ? { name: 'mail', real: true, detail: 'SMTP relay (SMTP_URL)' }
      : { name: 'mail', real: false, detail: `written to files in ${config.mail.outboxDir}` },
    config.billing.provider === 'stripe'
      ? { name: 'payments', real: true, detail: 'Stripe' }
      : {
          name: 'payments',
          real: false,
          detail: 'offline provider: every plan is free (BILLING_PROVIDER=local)',
        },
    {
      name: 'ad platforms',
      real: true,
      detail: `Meta at ${new URL(config.adPlatforms.metaGraphUrl).host}; TikTok ${
        tiktokAds ? 'on' : 'off (TIKTOK_APP_ID unset)'
      }; and the offline sandbox`,
    },
    config.adLibraries.meta || config.adLibraries.tiktok
      ? { name: 'ad libraries', real: true, detail: 'Discover reads the public ad libraries' }
      : { name: 'ad libraries', real: false, detail: `Discover library: ${config.discover.library}` },
    config.ai
      ? { name: 'AI', real: true, detail: `language model at ${new URL(config.ai.baseUrl).host}` }
      : { name: 'AI', real: false, detail: 'built-in heuristics (AI_BASE_URL unset)' },
    config.oidc
      ? { name: 'identity sign-in', real: true, detail: `${config.oidc.providerName} (OIDC_ISSUER)` }
      : { name: 'identity sign-in', real: false, detail: 'off (OIDC_ISSUER unset): passwords only' },
    config.storage.driver === 's3'
      ? { name: 'object storage', real: true, detail: `S3 bucket ${config.storage.bucket}` }
      : { name: 'object storage', real: false, detail: `local disk in ${config.storage.dir}` },
  ];
}

interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * One line per outside service at start-up, saying whether it is real or offline; in production, the offline
 * payment provider is a loud warning, since every plan is then free.
 */
export function logOutsideServices(config: Config, log: StartupLog): void {
  for (const service of outsideServices(config)) {
    log.info(`${service.name}: ${service.real ? 'real' : 'offline'}: ${service.detail}`);
  }
  if (config.env === 'production' && config.billing.provider === 'local') {
    log.warn(
      'WARNING: BILLING_PROVIDER=local in production: the offline payment provider answers, nobody is ' +
        'charged and every plan is free. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments.',
    );
  }
}
