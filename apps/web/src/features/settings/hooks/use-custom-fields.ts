import {
  CUSTOM_FIELD_MESSAGES,
  type CreateCustomFieldBody,
  type CustomField,
  type CustomFieldList,
  type UpdateCustomFieldBody,
} from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** GET custom-fields: the workspace's Creative Hub fields, in order. */
export function useCustomFields(workspaceId: string) {
  return useQuery({
    queryKey: SETTINGS_KEYS.customFields(workspaceId),
    queryFn: ({ signal }) => settingsApi.customFields(workspaceId, signal),
  });
}

function useFieldsCache(workspaceId: string) {
  const queryClient = useQueryClient();
  const key = SETTINGS_KEYS.customFields(workspaceId);
  return {
    get: () => queryClient.getQueryData<CustomFieldList>(key),
    set: (list: CustomFieldList | undefined) => queryClient.setQueryData<CustomFieldList>(key, list),
    update: (change: (fields: CustomField[]) => CustomField[]) =>
      queryClient.setQueryData<CustomFieldList>(key, (list) => {
        const data = change(list?.data ?? []);
        return { data, dataOrder: data.map((field) => field._id) };
      }),
    refresh: () => void queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** POST custom-fields. */
export function useCreateCustomField(workspaceId: string) {
  const cache = useFieldsCache(workspaceId);
  return useMutation({
    mutationFn: (customField: CreateCustomFieldBody['customField']) =>
      settingsApi.createCustomField({ workspaceId, customField }),
    onSuccess: (created) => {
      cache.update((fields) => [...fields, created]);
      toast.success(CUSTOM_FIELD_MESSAGES.created);
    },
  });
}

/** PUT custom-fields: title, description and options with their new/edited/deleted flags. */
export function useUpdateCustomField(workspaceId: string) {
  const cache = useFieldsCache(workspaceId);
  return useMutation({
    mutationFn: (customField: UpdateCustomFieldBody['customField']) =>
      settingsApi.updateCustomField({ workspaceId, customField }),
    onSuccess: (updated) => {
      cache.update((fields) => fields.map((field) => (field._id === updated._id ? updated : field)));
      toast.success(CUSTOM_FIELD_MESSAGES.edited);
    },
  });
}

/** DELETE custom-fields/{fieldId}. */
export function useDeleteCustomField(workspaceId: string) {
  const cache = useFieldsCache(workspaceId);
  return useMutation({
    mutationFn: (fieldId: string) => settingsApi.deleteCustomField({ workspaceId, fieldId }),
    onSuccess: ({ fieldId }) => {
      cache.update((fields) => fields.filter((field) => field._id !== fieldId));
      toast.success(CUSTOM_FIELD_MESSAGES.deleted);
    },
  });
}

/**
 * PATCH custom-fields/order. The list shows the new order at once; a refusal puts the server's back.
 */
export function useReorderCustomFields(workspaceId: string) {
  const cache = useFieldsCache(workspaceId);
  return useMutation({
    mutationFn: (order: string[]) =>
      settingsApi.reorderCustomFields({ workspaceId, customFieldDataOrder: order }),
    onMutate: (order) => {
      const previous = cache.get();
      if (previous) {
        const byId = new Map(previous.data.map((field) => [field._id, field]));
        const data = order.flatMap((id) => {
          const field = byId.get(id);
          return field ? [field] : [];
        });
        cache.set({ data, dataOrder: order });
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      cache.set(context?.previous);
      cache.refresh();
    },
    onSuccess: (list) => {
      cache.set(list);
      toast.success(CUSTOM_FIELD_MESSAGES.orderUpdated);
    },
  });
}
