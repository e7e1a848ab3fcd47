import type { PaymentPageBody } from '@lbd/shared/payments';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useFeedback } from '../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../lib/form-errors';
import { checkPageForm, formErrorsOf, type PageFormErrors, type PageFormValues } from './page-form';

/**
 * The page form's state, its check before sending and where a refusal lands: the API's field messages
 * under their inputs, a refusal with no field of the form above them, anything else in a popup. What was
 * typed stays.
 */
export function usePageForm(initial: PageFormValues) {
  const { showPopup } = useFeedback();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PageFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<PageFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's message goes once it is changed.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) {
        const field = key === 'gstInclusive' ? 'price' : key === 'lifetime' ? 'days' : key;
        delete next[field as keyof PageFormErrors];
      }
      return next;
    });
  };
  /** The body to send, or null when the form's own check found something (shown already). */
  const check = (): PaymentPageBody | null => {
    setRefusal(null);
    const checked = checkPageForm(values);
    setErrors(checked.errors ?? {});
    return checked.body;
  };
  const onError = (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (fields) {
      const { errors: mine, other } = formErrorsOf(fields);
      setErrors(mine);
      setRefusal(other.length > 0 ? other.join(' ') : null);
    } else if (error instanceof ApiError && error.kind === 'http' && error.status < 500 && error.status !== 401) {
      setRefusal(error.message);
    } else {
      showPopup(failurePopup(error));
    }
  };
  return { values, setValues, set, errors, refusal, check, onError };
}
