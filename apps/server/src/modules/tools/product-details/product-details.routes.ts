import { errorResponse, productDetailsBody, productDetailsResponse } from '@hookline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicOrSignedIn } from '../../../platform/http/access/declare-access.ts';
import { requireBotCheck } from '../../../platform/http/bot-check.ts';
import { readProductDetails } from './product-details.service.ts';
import type { ProductPageLimits } from './product-page.ts';

/** A check run before the page is read: it throws (an AppError) to refuse the call. */
export type ProductDetailsGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface ProductDetailsRouteOptions {
  /**
   * What stands before a reading. By default a signed-out visitor's bot check (`X-Bot-Check-Token`); members,
   * known by their token, pass. The per-address limit below applies to both.
   */
  guard?: ProductDetailsGuard | readonly ProductDetailsGuard[];
  /** Calls a minute from one address, beside the guard: each call reads up to three outside answers. */
  perMinute?: number;
  /** Shorter limits than `PRODUCT_PAGE_LIMITS`, for tests. */
  limits?: Partial<ProductPageLimits>;
}

export const PRODUCT_DETAILS_PER_MINUTE = 20;

/**
 * `POST product-details` of the tools service (`/tools/api/v1/`, API.md "Tools service"): a product brief read
 * from a product page's address. Open to signed-out visitors behind `guard`, and to members.
 */
export function productDetailsRoutes(
  context: AppContext,
  options: ProductDetailsRouteOptions = {},
): FastifyPluginAsyncZod {
  const botCheck = requireBotCheck(context.botCheck);
  // Members are known by their token; a signed-out visitor passes the bot check first.
  const signedOutBotCheck: ProductDetailsGuard = async (request) => {
    if (request.caller?.kind !== 'member') await botCheck(request);
  };
  const guard = options.guard === undefined ? [signedOutBotCheck] : [options.guard].flat();
  return async (app) => {
    app.post(
      '/product-details',
      {
        config: {
          access: publicOrSignedIn(),
          rateLimit: { max: options.perMinute ?? PRODUCT_DETAILS_PER_MINUTE, timeWindow: '1 minute' },
        },
        preHandler: [...guard],
        schema: {
          tags: ['tools'],
          summary: "A product brief from a product page's address",
          description:
            "Shopify's product JSON, else schema.org Product in JSON-LD, else Open Graph and the page's meta " +
            'tags. Every hop of the fetch is checked: http(s) only, public addresses only (or those in ' +
            'OUTBOUND_ALLOWED_NETWORKS), 5 MB and 10 s at most. Nothing is stored. A refused address or ' +
            'page, or one with no product, is a 400 with its message.',
          body: productDetailsBody,
          security: [{ bearerAuth: [] }, {}],
          response: {
            200: productDetailsResponse,
            400: errorResponse,
            401: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => readProductDetails(context, request.body.url, options.limits),
    );
  };
}
