import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { apiFieldErrors, validate } from '../../lib/form-errors';
import type { FormFields } from '../../lib/use-form-fields';
import { identityFailureText } from './failure-text';

/**
 * The submit of an identity form: the values are checked with the shared schema first (messages under
 * their fields, nothing sent), then `send` runs with the parsed values while the form is disabled. A
 * 422 answer puts its messages under their fields; any other failure shows above the form, in the
 * identity wording (`failure` when nothing more specific applies). The values typed stay as they were.
 */
export function useFaceSubmit<T>(
  form: Pick<FormFields<Record<string, unknown>>, 'values' | 'setErrors' | 'setFormError'>,
  schema: ZodType<T>,
  send: (data: T) => Promise<void>,
  failure?: string,
) {
  const [submitting, setSubmitting] = useState(false);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(schema, form.values);
    if (result.errors) {
      form.setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      await send(result.data);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) form.setErrors(fields);
      else form.setFormError(identityFailureText(error, failure));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, handleSubmit };
}
