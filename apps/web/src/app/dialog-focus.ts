/** What a dialog's first field may be: a visible, enabled text-like input, a select or a text area. */
const FIELD =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), [role=combobox]:not([aria-disabled=true])';

/**
 * Called when a dialog has opened (its transition's onEntered): moves the focus from the dialog itself,
 * where MUI's focus trap puts it, to its first field, so a keyboard user types at once. A dialog whose
 * content already took the focus (an autoFocus, the user) is left alone, and so is one with no field.
 */
export function focusFirstField(node: HTMLElement | null | undefined): void {
  const dialog = node?.querySelector<HTMLElement>('[role=dialog]') ?? node;
  if (!dialog) return;
  const active = document.activeElement;
  // Still on the dialog's frame (the focus trap's start) or nowhere: nobody has chosen a place yet.
  const unchosen = active === null || active === document.body || active.contains(dialog);
  if (!unchosen) return;
  const field = [...dialog.querySelectorAll<HTMLElement>(FIELD)].find(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [aria-hidden=true]'),
  );
  field?.focus();
}
