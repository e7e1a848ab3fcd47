import { useState } from 'react';

/**
 * The last non-null value seen: a closing snack bar, toast or popup keeps its text while its
 * exit transition runs instead of flashing empty.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
