import {
  canvaBrandTemplatesResponse,
  canvaConnectionResponse,
  canvaConnectResponse,
  NETWORK_ERROR_MESSAGE,
  REQUEST_CANCELED_MESSAGE,
  templateAutofillResponse,
  templateImportResponse,
  templateCountResponse,
  templateFavouriteResponse,
  templateListResponse,
  templateRenderResponse,
  templateSchema,
  templateUseResponse,
  type CanvaBrandTemplates,
  type CanvaConnection,
  type Template,
  type TemplateAutofillBody,
  type TemplateImportBody,
  type TemplateListBody,
  type TemplateListResponse,
  type TemplatePreviewBody,
  type TemplateRenderBody,
  type TemplateRenderResponse,
} from '@hookline/domain';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { http } from './client.ts';
import { codeFromErrorBody, messageFromErrorBody } from './error-message.ts';
import { SERVICE_BASE_PATHS } from './services.ts';
import { tokenStore } from './token-store.ts';

const id = (value: string) => encodeURIComponent(value);
const canvaDisconnectResponse = z.object({ message: z.string() });

/** A list call's body as the screens build it: the page and seed vary, the rest is the filter panel's. */
export type TemplateListRequest = Omit<TemplateListBody, 'limit'>;

/**
 * `POST templates/{templateId}/preview` answers a PNG, which the JSON client can't carry: it is fetched with
 * the session's token (renewed once through the client on a 401), quietly, since the form says itself when
 * a preview fails.
 */
async function previewImage(
  templateId: string,
  body: TemplatePreviewBody,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = `${SERVICE_BASE_PATHS.main}templates/${id(templateId)}/preview`;
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'image/png',
        Authorization: `Bearer ${tokenStore.get()?.token ?? ''}`,
      },
      body: JSON.stringify(body),
      signal,
    });
  let response: Response;
  try {
    response = await send();
    if (response.status === 401) {
      await http.auth.get('userinfo', { silent: true }).catch(() => undefined);
      response = await send();
    }
  } catch {
    const canceled = signal?.aborted === true;
    throw new ApiError({
      message: canceled ? REQUEST_CANCELED_MESSAGE : NETWORK_ERROR_MESSAGE,
      status: 0,
      code: canceled ? CLIENT_ERROR_CODES.canceled : CLIENT_ERROR_CODES.network,
      canceled,
    });
  }
  if (!response.ok) {
    let errorBody: unknown;
    try {
      errorBody = (await response.json()) as unknown;
    } catch {
      errorBody = undefined;
    }
    throw new ApiError({
      message: messageFromErrorBody(errorBody, response.status),
      status: response.status,
      code: codeFromErrorBody(errorBody, CLIENT_ERROR_CODES.unknown),
    });
  }
  return response.blob();
}

/**
 * Ad Templates' calls (API.md, "Ad templates"): the library's pages, a template, the reader's favourites,
 * using a template (counted against the plan), "Make it yours"'s live preview and render, and the count.
 */
export const templatesApi = {
  list: (body: TemplateListRequest, signal?: AbortSignal): Promise<TemplateListResponse> =>
    http.main.post('templates/list', body, { schema: templateListResponse, signal }),

  get: (templateId: string, workspaceId: string, signal?: AbortSignal): Promise<Template> =>
    http.main.get(`templates/${id(templateId)}`, {
      query: { workspaceId },
      schema: templateSchema,
      signal,
      silent: true,
    }),

  /** Quietly: the toggle puts the heart back and says why itself. */
  favourite: (
    templateId: string,
    workspaceId: string,
    favourite: boolean,
  ): Promise<z.infer<typeof templateFavouriteResponse>> => {
    const path = `templates/${id(templateId)}/favourite`;
    const options = { query: { workspaceId }, schema: templateFavouriteResponse, silent: true };
    return favourite ? http.main.post(path, undefined, options) : http.main.delete(path, options);
  },

  /** Quietly: the plan's refusal opens the limit dialog instead of a toast. */
  use: (templateId: string, workspaceId: string): Promise<z.infer<typeof templateUseResponse>> =>
    http.main.post(
      `templates/${id(templateId)}/use`,
      { workspaceId },
      { schema: templateUseResponse, silent: true },
    ),

  /** Quietly: a refusal is said in the form, beside what caused it. */
  render: (templateId: string, body: TemplateRenderBody): Promise<TemplateRenderResponse> =>
    http.main.post(`templates/${id(templateId)}/render`, body, {
      schema: templateRenderResponse,
      silent: true,
    }),

  preview: previewImage,

  /** Quietly: the import dialog says a refusal beside the link or the template it is about. */
  importTemplate: (body: TemplateImportBody): Promise<z.infer<typeof templateImportResponse>> =>
    http.main.post('templates/import', body, { schema: templateImportResponse, silent: true }),

  canva: (workspaceId: string, signal?: AbortSignal): Promise<CanvaConnection> =>
    http.main.get('templates/canva', { query: { workspaceId }, schema: canvaConnectionResponse, signal }),

  canvaConnect: (workspaceId: string): Promise<z.infer<typeof canvaConnectResponse>> =>
    http.main.get('templates/canva/connect', { query: { workspaceId }, schema: canvaConnectResponse }),

  canvaDisconnect: (workspaceId: string): Promise<{ message: string }> =>
    http.main.delete('templates/canva', { query: { workspaceId }, schema: canvaDisconnectResponse }),

  canvaBrandTemplates: (
    query: { workspaceId: string; continuation?: string; query?: string },
    signal?: AbortSignal,
  ): Promise<CanvaBrandTemplates> =>
    http.main.get('templates/canva/brand-templates', {
      query: {
        workspaceId: query.workspaceId,
        continuation: query.continuation || undefined,
        query: query.query || undefined,
      },
      schema: canvaBrandTemplatesResponse,
      signal,
    }),

  /** Quietly: the plan's refusal opens the limit dialog, any other is said in the form. */
  autofill: (
    templateId: string,
    body: TemplateAutofillBody,
  ): Promise<z.infer<typeof templateAutofillResponse>> =>
    http.main.post(`templates/${id(templateId)}/autofill`, body, {
      schema: templateAutofillResponse,
      silent: true,
    }),

  count: async (orgId: string, signal?: AbortSignal): Promise<number> =>
    (
      await http.main.get(`organisation/${id(orgId)}/template-count`, {
        schema: templateCountResponse,
        signal,
      })
    ).count,
};

export const TEMPLATE_KEYS = {
  all: ['templates'] as const,
  lists: () => ['templates', 'list'] as const,
  list: (body: Omit<TemplateListRequest, 'page'>) => ['templates', 'list', body] as const,
  template: (templateId: string) => ['templates', 'template', templateId] as const,
  count: (orgId: string) => ['templates', 'count', orgId] as const,
  canva: (workspaceId: string) => ['templates', 'canva', workspaceId] as const,
  canvaBrandTemplates: (workspaceId: string, query: string) =>
    ['templates', 'canva', workspaceId, 'brand-templates', query] as const,
};
