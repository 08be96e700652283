import {
  HOOK_COUNT_MAX,
  HOOK_COUNT_MIN,
  HOOK_FIELD_MAX,
  HOOK_PRODUCT_MAX,
  HOOK_TONES,
  PRODUCT_URL_MAX,
  type GenerateHooksResponse,
  type ProductDetails,
} from '@hookline/domain';
import { z } from 'zod';
import { clip, defineTool } from '../mcp-tool.ts';

export const generateHooks = defineTool({
  name: 'generate_hooks',
  title: 'Write ad hooks',
  description:
    "Writes opening hooks for ads of a product (a video's first spoken line, first frame and on-screen text, " +
    "or a static's headline), each tagged with its awareness stage, trigger and tactic, and why it should stop " +
    'the audience. Use it when the user wants hook or headline ideas; describe the product (fetch_product_details ' +
    'reads it from its page), and the audience and angle when known.',
  input: {
    product: z
      .string()
      .min(1)
      .max(HOOK_PRODUCT_MAX)
      .describe('What the product is and does, in plain words.'),
    audience: z.string().max(HOOK_FIELD_MAX).optional().describe('Who the ads speak to.'),
    angle: z.string().max(HOOK_FIELD_MAX).optional().describe('The angle or promise to lead with.'),
    tone: z.enum(HOOK_TONES).optional(),
    count: z
      .number()
      .int()
      .min(HOOK_COUNT_MIN)
      .max(HOOK_COUNT_MAX)
      .optional()
      .describe(`How many hooks, ${HOOK_COUNT_MIN} to ${HOOK_COUNT_MAX}; 10 by default.`),
  },
  async run(args, { api }) {
    const written = await api.post<GenerateHooksResponse>('/tools/api/v1/hooks/generate', args);
    return {
      generatedBy: written.generatedBy.method,
      hooks: written.data.map((hook) => ({
        text: hook.text,
        stage: hook.stage,
        trigger: hook.trigger,
        tactic: hook.tactic,
        why: hook.why,
        spoken: hook.spoken,
        visual: hook.visual,
        overlay: hook.overlay,
        headline: hook.headline,
      })),
    };
  },
});

export const fetchProductDetails = defineTool({
  name: 'fetch_product_details',
  title: 'Read a product page',
  description:
    "Reads a product's name, description, price, brand and images from its public page (a Shopify store, a " +
    'page with schema.org product data, or its Open Graph tags). Use it when the user gives a product link, ' +
    'before generate_hooks or to brief an ad; private and local addresses are refused.',
  input: { url: z.string().min(1).max(PRODUCT_URL_MAX).describe('The product page, http:// or https://.') },
  async run({ url }, { api }) {
    const product = await api.post<ProductDetails>('/tools/api/v1/product-details', { url });
    return {
      name: product.name,
      brand: product.brand,
      description: clip(product.description, 1500),
      price: product.price,
      currency: product.currency,
      images: product.images.slice(0, 5),
      source: product.source,
      url: product.url,
    };
  },
});
