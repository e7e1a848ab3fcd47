/** An entry of a searchable list; `id` null is a name the user typed that is not in the catalogue. */
export interface SearchOption {
  id: number | null;
  label: string;
  secondary?: string | null;
  /** A value carried along (the dial code of a country). */
  code?: string | null;
}
