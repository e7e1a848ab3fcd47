/** Widths of the permanent side drawer (desktop), expanded and collapsed to icons. */
export const DRAWER_WIDTH = 248;
export const DRAWER_COLLAPSED_WIDTH = 68;
