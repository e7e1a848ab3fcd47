import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useFeedback } from '../../../lib/feedback';

/** A page's public link, where buyers see it and pay, with a button that copies it. */
export function PublicLink({ id }: { id: number }) {
  const { showSnackbar } = useFeedback();
  const path = `/payments/${id}`;
  const url = `${window.location.origin}${path}`;
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar('Link copied.');
    } catch {
      // No clipboard (an insecure page or a refused permission): the link shows to copy by hand.
      showSnackbar(`Copy the link: ${url}`, 15_000);
    }
  };
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <Link component={RouterLink} to={path} sx={{ overflowWrap: 'anywhere' }}>
        {url}
      </Link>
      <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={() => void handleCopy()}>
        Copy link
      </Button>
    </Stack>
  );
}
