import type { ShareLink, ShareLinkOptionsInput } from '@hookline/domain';
import { useState } from 'react';
import {
  browserTimezone,
  formFromLink,
  NEW_LINK_FORM,
  shareOptionsToSend,
  todayIn,
  toggleSetPassword,
  type ShareForm,
  type ShareFormErrors,
} from './share-form.ts';

/**
 * A share dialog's form state for `link` (or for a new link, starting from `newLinkForm`): what it shows,
 * its errors, and what it sends once they are fixed.
 */
export function useShareLinkForm(link: ShareLink | undefined, newLinkForm: ShareForm = NEW_LINK_FORM) {
  const timezone = browserTimezone();
  const [form, setForm] = useState<ShareForm>(() => (link ? formFromLink(link, timezone) : newLinkForm));
  const [errors, setErrors] = useState<ShareFormErrors>({});

  const change = (patch: Partial<ShareForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  return {
    link,
    form,
    errors,
    timezone,
    today: todayIn(timezone),
    canUpdate: !link || link.allowedActions.includes('shareLink.update'),
    change,
    setPassword: (on: boolean) => {
      setForm((current) => toggleSetPassword(current, on));
      setErrors({});
    },
    /** Once saved, the typed password is the link's: the box empties. */
    forgetPassword: () => setForm((current) => ({ ...current, password: '' })),
    /** The options to send, or null when the form shows why they can't be sent yet. */
    optionsToSend: (): ShareLinkOptionsInput | null => {
      const result = shareOptionsToSend(form, { link, today: todayIn(timezone) });
      if ('errors' in result) {
        setErrors(result.errors);
        return null;
      }
      return result.options;
    },
  };
}

export type ShareLinkFormState = ReturnType<typeof useShareLinkForm>;
