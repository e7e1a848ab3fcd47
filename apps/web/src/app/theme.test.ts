import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BRAND } from './brand';
import { theme } from './theme';

/** WCAG 2.1 AA for normal text (1.4.3). */
const AA = 4.5;

describe('theme colours meet WCAG AA contrast (issue 23 item 32)', () => {
  const { palette } = theme;
  it.each(['primary', 'warning', 'info', 'error', 'success'] as const)(
    'a filled %s chip or button: its text on its colour, and the colour as text on white',
    (name) => {
      expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette[name].main, '#ffffff')).toBeGreaterThanOrEqual(AA);
    },
  );

  it('avatar initials on the default avatar colour', () => {
    const colorDefault = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as Record<string, string>;
    expect(getContrastRatio(colorDefault.color!, colorDefault.backgroundColor!)).toBeGreaterThanOrEqual(AA);
  });

  it("a disabled field's helper text", () => {
    const root = theme.components?.MuiFormHelperText?.styleOverrides?.root as Record<string, { color: string }>;
    expect(getContrastRatio(root['&.Mui-disabled']!.color, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('an unselected toggle button on the page background', () => {
    const root = theme.components?.MuiToggleButton?.styleOverrides?.root as { color: string };
    expect(getContrastRatio(root.color, BRAND.canvas)).toBeGreaterThanOrEqual(AA);
  });

  it('secondary text on the page background and on paper', () => {
    expect(getContrastRatio(palette.text.secondary, BRAND.canvas)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(palette.text.secondary, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
