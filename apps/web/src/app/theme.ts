import { createTheme } from '@mui/material/styles';
import { BRAND, FONT_FAMILY } from './brand';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.blue, dark: BRAND.navy, contrastText: '#ffffff' },
    secondary: { main: BRAND.amber, contrastText: BRAND.ink },
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
  },
});
