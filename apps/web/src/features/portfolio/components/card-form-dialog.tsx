import { MESSAGE_MS } from '@lbd/shared/constants';
import {
  CARD_ADDED_TEXTS,
  CARD_BODY_KEYS,
  PORTFOLIO_TEXTS,
  type CardType,
  type PortfolioEntryOf,
} from '@lbd/shared/portfolio';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { NAME_LIST_KEYS, fetchLifeSkillNames, searchJobRoleNames, searchSkillNames } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { MY_PORTFOLIO_KEY, saveEntry } from '../api';
import { CARD_NOUNS } from '../entry-view';
import {
  cardFields,
  emptyValues,
  entryValues,
  toRecord,
  validateRecord,
  type FormContext,
  type FormValues,
} from '../form-model';
import { CardFormFields, EDUCATION_LOOKUPS } from './card-form-fields';

export interface CardFormDialogProps<C extends CardType = CardType> {
  card: C;
  /** The saved entry when editing; absent when adding. */
  entry?: PortfolioEntryOf<C> | null;
  /** Semester subject: the degree it belongs to. */
  degree?: PortfolioEntryOf<'education'>;
  /** Adding: values to start from instead of an empty form (a recommended book's title, author, ...). */
  initial?: Partial<FormValues>;
  onClose: () => void;
}

/** Which fields a message belongs to, so messages of fields the form does not show are not lost. */
function shownFieldNames(fields: { name: string; kind: string }[]): Set<string> {
  const names = new Set(fields.map((field) => field.name));
  if (names.has('job_roles_toggle')) {
    names.add('job_roles');
    names.add('life_skills');
  }
  return names;
}

/** Preload the lists a card's form picks from, with the 'Loading...' snack bar while they come (SPEC §4.3). */
function usePreloadedLists(card: CardType) {
  const queryClient = useQueryClient();
  const { showSnackbar, hideSnackbar } = useFeedback();
  useEffect(() => {
    const options = { staleTime: 5 * 60_000, retry: false } as const;
    const loads =
      card === 'education'
        ? Object.values(EDUCATION_LOOKUPS).map((lookup) =>
            queryClient.prefetchQuery({ queryKey: [...lookup.key, ''], queryFn: () => lookup.fetch(''), ...options }),
          )
        : [
            queryClient.prefetchQuery({
              queryKey: NAME_LIST_KEYS.skills(''),
              queryFn: () => searchSkillNames(''),
              ...options,
            }),
            queryClient.prefetchQuery({
              queryKey: NAME_LIST_KEYS.allRoles(''),
              queryFn: () => searchJobRoleNames(''),
              ...options,
            }),
            ...(card === 'semester'
              ? []
              : [
                  queryClient.prefetchQuery({
                    queryKey: NAME_LIST_KEYS.lifeSkills,
                    queryFn: fetchLifeSkillNames,
                    ...options,
                  }),
                ]),
          ];
    let isCurrent = true;
    showSnackbar(PORTFOLIO_TEXTS.loading, 20_000);
    void Promise.all(loads).finally(() => {
      if (isCurrent) hideSnackbar(PORTFOLIO_TEXTS.loading);
    });
    return () => {
      isCurrent = false;
    };
  }, [card, queryClient, showSnackbar, hideSnackbar]);
}

/**
 * The add/edit modal of a card (SPEC §2.5, §4.3): the card's fields with the shared labels and rules,
 * client validation with the shared schema, 'Adding ...'/'Updating ...' while saving, then the toast.
 * A failed save never closes the modal or loses what was typed.
 */
export function CardFormDialog<C extends CardType>({ card, entry, degree, initial, onClose }: CardFormDialogProps<C>) {
  const titleId = useId();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { showSnackbar, showToast, showPopup } = useFeedback();
  const isEditing = Boolean(entry);
  const context = useMemo<FormContext>(() => {
    const education = entry && entry.card === 'education' ? (entry as PortfolioEntryOf<'education'>) : null;
    return {
      editing: isEditing,
      stored: education
        ? { institute: education.institute, degree: education.degree, format: education.format }
        : undefined,
      degree,
    };
  }, [entry, degree, isEditing]);
  const [values, setValues] = useState<FormValues>(() =>
    entry ? entryValues(card, entry) : ({ ...emptyValues(card, new Date()), ...initial } as FormValues),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = cardFields(card, values, context);
  const selectedRoles = useMemo(() => (user?.portfolio_job_roles ?? []).map((role) => role.job_role.name), [user]);
  usePreloadedLists(card);

  const save = useMutation({
    mutationFn: saveEntry,
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_PORTFOLIO_KEY });
      showToast({ message: isEditing ? PORTFOLIO_TEXTS.saved : CARD_ADDED_TEXTS[card], kind: 'success' });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        showToast({
          heading: error.popup?.heading ?? PORTFOLIO_TEXTS.duplicateHeading,
          message: error.popup?.message ?? PORTFOLIO_TEXTS.duplicate,
          kind: 'info',
        });
        return;
      }
      const fieldErrors = apiFieldErrors(error, CARD_BODY_KEYS[card]);
      if (fieldErrors) {
        setErrors(fieldErrors);
        if (error instanceof ApiError && error.popup) showPopup(error.popup);
        return;
      }
      showPopup(failurePopup(error));
    },
  });

  const handleChange = (name: string, value: FormValues[string]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const ids = entry ? { id: entry.id, uuid: entry.uuid } : {};
    const record = toRecord(card, values, ids);
    const found = validateRecord(card, record, context);
    if (found) {
      setErrors(found);
      return;
    }
    setErrors({});
    showSnackbar(isEditing ? PORTFOLIO_TEXTS.updating : PORTFOLIO_TEXTS.adding, MESSAGE_MS);
    save.mutate({ card, record, id: entry?.id ?? null, educationId: degree?.id });
  };

  const handleClose = () => {
    if (!save.isPending) onClose();
  };

  const shown = shownFieldNames(fields);
  const otherErrors = Object.entries(errors).filter(([name]) => !shown.has(name));
  const noun = CARD_NOUNS[card];

  return (
    <Dialog
      open
      // A click beside a long form must not throw it away; Cancel, Close and Escape still close it.
      onClose={(_event, reason) => reason !== 'backdropClick' && handleClose()}
      fullScreen={isMobile}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {isEditing ? `Edit ${noun}` : `Add ${noun}`}
        <IconButton aria-label="Close" onClick={handleClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {otherErrors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {otherErrors.map(([name, message]) => (
              <Box key={name}>{message}</Box>
            ))}
          </Alert>
        )}
        <CardFormFields
          fields={fields}
          values={values}
          errors={errors}
          onChange={handleChange}
          selectedRoles={selectedRoles}
          missingFormat={card === 'semester' && degree?.format === null}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={handleClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {PORTFOLIO_TEXTS.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
