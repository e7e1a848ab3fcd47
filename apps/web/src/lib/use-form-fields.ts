import { useCallback, useState } from 'react';
import type { FieldErrors } from './form-errors';

export interface FormFields<T extends Record<string, unknown>> {
  values: T;
  errors: FieldErrors;
  /** A message about the whole form (not one field). */
  formError: string | null;
  setField: <K extends keyof T>(field: K, value: T[K]) => void;
  setValues: (update: (values: T) => T) => void;
  setErrors: (errors: FieldErrors) => void;
  setFormError: (message: string | null) => void;
}

/**
 * Values and messages of a small form. Changing a field clears that field's message (client or
 * server) and the form message; what was typed is never thrown away.
 */
export function useFormFields<T extends Record<string, unknown>>(initial: T | (() => T)): FormFields<T> {
  const [values, setValuesState] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValuesState((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
    setFormError(null);
  }, []);
  const setValues = useCallback((update: (values: T) => T) => setValuesState(update), []);

  return { values, errors, formError, setField, setValues, setErrors, setFormError };
}
