import { errorResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicAccess } from '../../../platform/http/access/declare-access.ts';
import { connectBillingProvider } from '../provider/connect.ts';
import { handleProviderEvent } from './handle-provider-event.ts';

/**
 * Stripe's webhook (`POST webhooks/stripe`): no account, the signature is the credential. The body is kept as
 * the bytes Stripe signed (a JSON parser of this route alone), then read only once the signature holds.
 */
export function webhookRoutes(context: AppContext): FastifyPluginAsyncZod {
  connectBillingProvider(context);
  return async (app) => {
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: context.config.bodyLimitBytes },
      (_request, payload, done) => done(null, payload),
    );

    app.post(
      '/webhooks/stripe',
      {
        config: { access: publicAccess() },
        schema: {
          tags: ['billing: provider events'],
          summary:
            "Stripe's events, signature checked (400 when it fails); a duplicate is acknowledged and ignored",
          response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = await context.billingProvider.parseWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        await handleProviderEvent(context, event);
        return { received: true as const };
      },
    );
  };
}
