/**
 * Brand colours and the type face, shared by the MUI theme and the static first screens written at
 * build time (first-screen.ts), which cannot load MUI. Also index.html's theme-color and the favicon.
 */
export const BRAND = {
  navy: '#1e3a8a',
  blue: '#2f54d4',
  amber: '#f5b326',
  ink: '#111827',
  canvas: '#f5f7fb',
  /** Secondary text (the theme's text.secondary). */
  muted: '#4b5563',
} as const;

export const FONT_FAMILY = 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';
