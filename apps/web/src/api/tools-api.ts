import {
  generateHooksResponse,
  hookLibraryResponse,
  productDetailsResponse,
  saveHooksResponse,
  type GenerateHooksBody,
  type GenerateHooksResponse,
  type Hook,
  type ProductDetails,
  type SavedHook,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const deletedResponse = z.object({ message: z.string().optional() }).loose().optional();

/**
 * The tools service (API.md, "Tools service"): hooks written for a product, a product's details read from its
 * page, and a workspace's hook library. The first two are open to signed-out visitors behind the bot check.
 * Their refusals are said beside the form, not as toasts (`silent`).
 */
export const toolsApi = {
  generateHooks: (
    body: Partial<GenerateHooksBody> & { product: string },
    options: { botCheckToken?: string } = {},
  ): Promise<GenerateHooksResponse> =>
    http.tools.post('hooks/generate', body, {
      schema: generateHooksResponse,
      botCheckToken: options.botCheckToken,
      silent: true,
    }),

  productDetails: (url: string, options: { botCheckToken?: string } = {}): Promise<ProductDetails> =>
    http.tools.post(
      'product-details',
      { url },
      { schema: productDetailsResponse, botCheckToken: options.botCheckToken, silent: true },
    ),

  library: (workspaceId: string, signal?: AbortSignal): Promise<SavedHook[]> =>
    http.tools
      .get('hooks', { query: { workspaceId }, schema: hookLibraryResponse, signal, silent: true })
      .then((response) => response.data),

  save: (body: { workspaceId: string; product: string; hooks: Hook[] }) =>
    http.tools.post('hooks', body, { schema: saveHooksResponse }),

  remove: (hookId: string) =>
    http.tools.delete(`hooks/${encodeURIComponent(hookId)}`, { schema: deletedResponse }),
};

export const TOOLS_KEYS = {
  all: ['tools'] as const,
  library: (workspaceId: string) => ['tools', 'hooks', workspaceId] as const,
};
