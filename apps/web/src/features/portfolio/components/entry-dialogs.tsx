import type { CardType, PortfolioEntry, PortfolioEntryOf } from '@lbd/shared/portfolio';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CardFormDialog } from './card-form-dialog';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { VerificationRequestDialog } from './verification-request-dialog';

type Degree = PortfolioEntryOf<'education'>;

type DialogState =
  | { kind: 'form'; card: CardType; entry?: PortfolioEntry; degree?: Degree; key: number }
  | { kind: 'delete'; card: CardType; entry: PortfolioEntry; key: number }
  | { kind: 'verify'; card: CardType; entry: PortfolioEntry; key: number };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Opens the add/edit modal, the delete confirmation and the verification request of a page's entries. */
export interface EntryDialogs {
  openAdd: (card: CardType, degree?: Degree) => void;
  openEdit: (card: CardType, entry: PortfolioEntry, degree?: Degree) => void;
  openDelete: (card: CardType, entry: PortfolioEntry) => void;
  openVerify: (card: CardType, entry: PortfolioEntry) => void;
}

/** One dialog at a time for a page; render `element` once on the page. */
export function useEntryDialogs(): EntryDialogs & { element: ReactNode } {
  const [state, setState] = useState<DialogState | null>(null);
  const close = useCallback(() => setState(null), []);
  const open = useCallback((next: DistributiveOmit<DialogState, 'key'>) => {
    setState({ ...next, key: Date.now() } as DialogState);
  }, []);
  const dialogs = useMemo<EntryDialogs>(
    () => ({
      openAdd: (card, degree) => open({ kind: 'form', card, degree }),
      openEdit: (card, entry, degree) => open({ kind: 'form', card, entry, degree }),
      openDelete: (card, entry) => open({ kind: 'delete', card, entry }),
      openVerify: (card, entry) => open({ kind: 'verify', card, entry }),
    }),
    [open],
  );

  let element: ReactNode = null;
  if (state?.kind === 'form') {
    element = (
      <CardFormDialog key={state.key} card={state.card} entry={state.entry} degree={state.degree} onClose={close} />
    );
  } else if (state?.kind === 'delete') {
    element = <DeleteEntryDialog key={state.key} card={state.card} entry={state.entry} onClose={close} />;
  } else if (state?.kind === 'verify') {
    element = <VerificationRequestDialog key={state.key} card={state.card} entry={state.entry} onClose={close} />;
  }
  return { ...dialogs, element };
}
