import {
  customFieldListResponse,
  customFieldSchema,
  deleteCustomFieldResponse,
  deleteSavedFilterResponse,
  deleteTagResponse,
  savedFilterListResponse,
  savedFilterSchema,
  tagListResponse,
  tagSchema,
  type CreateCustomFieldBody,
  type CreateSavedFilterBody,
  type CustomField,
  type CustomFieldList,
  type SavedFilter,
  type SavedFilterProduct,
  type Tag,
  type TagProduct,
  type UpdateCustomFieldBody,
  type UpdateSavedFilterBody,
  type UpdateTagBody,
} from '@hookline/domain';
import { http } from './client.ts';

/** The main service's tag, custom-field and saved-filter calls (API.md, "Tags and custom fields"). */
export const settingsApi = {
  tags: async (workspaceId: string, product: TagProduct, signal?: AbortSignal): Promise<Tag[]> =>
    (await http.main.get('tags', { query: { workspaceId, product }, schema: tagListResponse, signal })).data,

  createTags: async (body: { workspaceId: string; product: TagProduct; names: string[] }): Promise<Tag[]> =>
    (
      await http.main.post(
        'tags',
        { workspaceId: body.workspaceId, product: body.product, tags: body.names.map((name) => ({ name })) },
        { schema: tagListResponse },
      )
    ).data,

  updateTag: (body: UpdateTagBody): Promise<Tag> => http.main.put('tags', body, { schema: tagSchema }),

  deleteTag: (input: { workspaceId: string; product: TagProduct; tagId: string }) =>
    http.main.delete(`tags/${encodeURIComponent(input.tagId)}`, {
      query: { workspaceId: input.workspaceId, product: input.product },
      schema: deleteTagResponse,
    }),

  customFields: (workspaceId: string, signal?: AbortSignal): Promise<CustomFieldList> =>
    http.main.get('custom-fields', { query: { workspaceId }, schema: customFieldListResponse, signal }),

  createCustomField: (body: CreateCustomFieldBody): Promise<CustomField> =>
    http.main.post('custom-fields', body, { schema: customFieldSchema }),

  updateCustomField: (body: UpdateCustomFieldBody): Promise<CustomField> =>
    http.main.put('custom-fields', body, { schema: customFieldSchema }),

  deleteCustomField: (input: { workspaceId: string; fieldId: string }) =>
    http.main.delete(`custom-fields/${encodeURIComponent(input.fieldId)}`, {
      query: { workspaceId: input.workspaceId },
      schema: deleteCustomFieldResponse,
    }),

  reorderCustomFields: (body: {
    workspaceId: string;
    customFieldDataOrder: string[];
  }): Promise<CustomFieldList> =>
    http.main.patch('custom-fields/order', body, { schema: customFieldListResponse }),

  savedFilters: async (
    workspaceId: string,
    product: SavedFilterProduct,
    signal?: AbortSignal,
  ): Promise<SavedFilter[]> =>
    (
      await http.main.get('search-contexts', {
        query: { workspaceId, product },
        schema: savedFilterListResponse,
        signal,
      })
    ).data,

  createSavedFilter: (body: CreateSavedFilterBody): Promise<SavedFilter> =>
    http.main.post('search-contexts', body, { schema: savedFilterSchema }),

  updateSavedFilter: (id: string, body: UpdateSavedFilterBody): Promise<SavedFilter> =>
    http.main.put(`search-contexts/${encodeURIComponent(id)}`, body, { schema: savedFilterSchema }),

  deleteSavedFilter: (id: string) =>
    http.main.delete(`search-contexts/${encodeURIComponent(id)}`, { schema: deleteSavedFilterResponse }),
};

export const SETTINGS_KEYS = {
  tags: (workspaceId: string, product: TagProduct) => ['tags', workspaceId, product] as const,
  customFields: (workspaceId: string) => ['custom-fields', workspaceId] as const,
  savedFilters: (workspaceId: string, product: SavedFilterProduct) =>
    ['search-contexts', workspaceId, product] as const,
};
