/**
 * The style of text read by screen readers and not shown (live regions, labels of self-evident controls).
 * Sizes in px: in `sx` a bare 1 means 100%, which stretched such a box across the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
