import type { Photo } from '@lbd/shared/photo-catalog';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

/** Thumbnails of a page of photos; each opens the lightbox, and says so to screen readers. */
export function PhotoGrid({ photos, onOpen }: { photos: Photo[]; onOpen: (index: number) => void }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {photos.map((p, i) => (
        <li key={p.id}>
          <ButtonBase
            onClick={() => onOpen(i)}
            aria-label={`Open photo: ${p.alt_text}`}
            sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={p.thumb_url}
              alt={p.alt_text}
              loading="lazy"
              width={320}
              height={Math.round((320 * p.height) / Math.max(1, p.width))}
              sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
            />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
