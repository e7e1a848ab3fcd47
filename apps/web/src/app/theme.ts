import { createTheme } from '@mui/material/styles';

/** Brand colours, shared with index.html's theme-color and the favicon. */
export const BRAND = {
  navy: '#1e3a8a',
  blue: '#2f54d4',
  amber: '#f5b326',
  ink: '#111827',
  canvas: '#f5f7fb',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.blue, dark: BRAND.navy, contrastText: '#ffffff' },
    secondary: { main: BRAND.amber, contrastText: BRAND.ink },
    background: { default: BRAND.canvas, paper: '#ffffff' },
    text: { primary: BRAND.ink, secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
  },
});
