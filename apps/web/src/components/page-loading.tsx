import LinearProgress from '@mui/material/LinearProgress';

/** Shown while an area's or a page's code or data loads. */
export function PageLoading() {
  return <LinearProgress aria-label="Loading page" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />;
}
