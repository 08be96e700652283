import type { Logger } from 'pino';
import { createAiClient } from './ai/ai-client.ts';
import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { createMxVerifier } from './email-domain/mx-verifier.ts';
import { createBotCheck } from './http/bot-check.ts';
import { createOidcIdentityProvider } from './identity/oidc-client.ts';
import { createMailer } from './mail/mailer.ts';
import { createGuardedFetch } from './net/guarded-fetch.ts';
import { createLocalStorage, createS3Storage, type Storage } from './storage/storage.ts';
import { createTranscription } from './transcription/transcription.ts';

export function createStorage(config: Config): Storage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage)
    : createLocalStorage(config.storage.dir);
}

export type PlatformServices = Pick<
  AppContext,
  'mailer' | 'storage' | 'botCheck' | 'mxVerifier' | 'identity' | 'ai' | 'transcription' | 'outbound'
>;

/**
 * Mail, storage, bot check, MX verifier, identity provider, AI and transcription: each the configured one or
 * its offline default; and the guard of requests to URLs users give.
 */
export function createPlatformServices(config: Config, log: Logger): PlatformServices {
  return {
    mailer: createMailer({ ...config.mail, log, recipientKey: config.jwtSecret }),
    storage: createStorage(config),
    botCheck: createBotCheck({ ...config.botCheck, log }),
    mxVerifier: createMxVerifier(config.emailMxCheck),
    identity: config.oidc ? createOidcIdentityProvider(config.oidc) : undefined,
    ai: createAiClient(config.ai),
    transcription: createTranscription(config.transcription),
    outbound: createGuardedFetch(config.outbound),
  };
}
