import { useEffect } from 'react';
import { logHeaderFailure } from '../api';

/** Logs a header query's failure once (SPEC §7.3: logged and ignored, never a popup). */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) logHeaderFailure(what, error);
  }, [error, what]);
}
