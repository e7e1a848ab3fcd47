import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors, type Validation } from '../../lib/form-errors';
import type { LifecycleAction } from './editor-actions';

class Invalid extends Error {
  constructor(readonly fields: FieldErrors) {
    super('invalid');
  }
}

/**
 * What Save, Publish, Archive and Discard do under a learning content editor (EditorActions): the form
 * is checked first (its fields in error, nothing sent), saved, then moved through its lifecycle; each
 * step says what happened in a toast, and the API's 422 `fields` land on the inputs (and, on publish,
 * in the list of what to fix).
 */
export function useEditorRun<T>(o: {
  check: () => Validation<T>;
  save: (body: T) => Promise<unknown>;
  lifecycle: (action: 'publish' | 'archive' | 'discard') => Promise<void>;
  /** The toast after each action (a discard says the draft has gone). */
  done: Record<'save' | 'publish' | 'archive', string>;
  /** After any action succeeded (where to go next, what to read again). */
  onDone?: (action: LifecycleAction) => void;
}) {
  const { showToast, showPopup } = useFeedback();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [issues, setIssues] = useState<string[] | null>(null);
  const run = useMutation({
    mutationFn: async (action: LifecycleAction) => {
      if (action === 'discard' || action === 'archive') {
        await o.lifecycle(action);
        return action;
      }
      const v = o.check();
      if (v.errors) throw new Invalid(v.errors);
      await o.save(v.data);
      if (action === 'publish') await o.lifecycle('publish');
      return action;
    },
    meta: { handleErrors: false },
    onMutate: () => {
      setIssues(null);
      setErrors({});
    },
    onSuccess: (action) => {
      if (action === 'discard') showToast({ message: 'The draft has been discarded.', kind: 'delete' });
      else showToast({ message: o.done[action], kind: 'success' });
      o.onDone?.(action);
    },
    onError: (e, action) => {
      const fields = e instanceof Invalid ? e.fields : apiFieldErrors(e);
      if (!fields) return showPopup(failurePopup(e));
      setErrors(fields);
      if (action === 'publish') setIssues(Object.values(fields));
    },
  });
  return { run, errors, issues };
}
