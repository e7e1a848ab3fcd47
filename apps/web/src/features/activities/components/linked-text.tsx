import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitLinks } from '../linked-text';

/** A submission's text with its web addresses as links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
      {splitLinks(text).map((part, i) =>
        'href' in part ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {part.href}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}
