import { createTheme } from '@mui/material/styles';
import { BRAND, FONT_FAMILY } from './brand';
import { focusFirstField } from './dialog-focus';

/**
 * A keyboard user sees where the focus is on every button, link-button, tab and list row: an outline,
 * not only the ripple (WCAG 2.4.7). Rows and tabs draw it inside, where a list or tab bar would clip it.
 */
const focusRing = { outline: `2px solid ${BRAND.navy}`, outlineOffset: 2 } as const;
const focusRingInside = { outline: `2px solid ${BRAND.navy}`, outlineOffset: -2 } as const;

// Status colours chosen for at least 4.5:1 against white text and as text on white (WCAG 1.4.3):
// MUI's own warning (#ed6c02, 3.11:1) and info (#0288d1, 3.85:1) fall short.
export const STATUS_COLORS = {
  warning: '#b45309',
  info: '#0369a1',
  /** Letters on an avatar without a picture (MUI's grey #bdbdbd under white is 1.75:1). */
  avatar: BRAND.muted,
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.blue, dark: BRAND.navy, contrastText: '#ffffff' },
    secondary: { main: BRAND.amber, contrastText: BRAND.ink },
    warning: { main: STATUS_COLORS.warning, contrastText: '#ffffff' },
    info: { main: STATUS_COLORS.info, contrastText: '#ffffff' },
    background: { default: BRAND.canvas, paper: '#ffffff' },
    text: { primary: BRAND.ink, secondary: BRAND.muted },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    // A heading or main that takes the focus after a navigation (FocusOnNavigation) is not a control:
    // the screen reader starts there, with no ring drawn around the page's title.
    // A scrolling region (ScrollRegion) takes the focus so the arrow keys scroll it: the ring shows where.
    MuiCssBaseline: {
      styleOverrides: {
        '[tabindex="-1"]:focus': { outline: 'none' },
        '[role="region"]:focus-visible': focusRingInside,
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRingInside } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRingInside } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRingInside } } },
    // Dialogs open on their first field (a dialog that passes its own transition props does it itself).
    MuiDialog: {
      defaultProps: { slotProps: { transition: { onEntered: (node: HTMLElement) => focusFirstField(node) } } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    // Unselected toggle buttons use MUI's 54% black: 4.49:1 on the page background.
    MuiToggleButton: { styleOverrides: { root: { color: BRAND.muted } } },
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: STATUS_COLORS.avatar, color: '#ffffff' } } },
    // A disabled field's helper text still tells something ('Contact us to change it.'): keep it legible.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: BRAND.muted } } } },
  },
});
