import { MOBILE_MAX_WIDTH } from '@lbd/shared/constants';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Query for phone-sized screens: below 768 px (SPEC §9). */
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH}px)`;

/** True on phone-sized screens. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
