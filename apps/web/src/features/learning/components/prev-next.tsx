import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';

type Target = { to: string; title: string } | null;

/** Previous and next inside a learning path; each names where it goes. */
export function PrevNext({ prev, next }: { prev: Target; next: Target }) {
  if (!prev && !next) return null;
  return (
    <Stack
      component="nav"
      aria-label="Previous and next"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, justifyContent: 'space-between' }}
    >
      {prev ? (
        <Button
          component={Link}
          to={prev.to}
          variant="outlined"
          startIcon={<ArrowBack />}
          aria-label={`Previous: ${prev.title}`}
          sx={{ justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
        >
          {prev.title}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button
          component={Link}
          to={next.to}
          variant="outlined"
          endIcon={<ArrowForward />}
          aria-label={`Next: ${next.title}`}
          sx={{ justifyContent: 'flex-end', textAlign: 'right', overflowWrap: 'anywhere' }}
        >
          {next.title}
        </Button>
      )}
    </Stack>
  );
}
