import type { Photo } from '@lbd/shared/photo-catalog';
import { PHOTO_CATALOG_TEXTS as T } from '@lbd/shared/photo-catalog';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

export interface LightboxProps {
  photos: Photo[];
  /** The index shown, or null when closed. */
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo large, with its alt text as the caption: Left and Right arrows (and the buttons) move through
 * the page's photos, Escape closes (the dialog's own), focus stays inside while it is open.
 */
export function Lightbox({ photos, index, onChange, onClose }: LightboxProps) {
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const move = (step: number) => {
    if (index === null || count === 0) return;
    onChange((index + step + count) % count);
  };
  useEffect(() => {
    if (!photo) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(1);
      else if (e.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <Dialog
      open={Boolean(photo)}
      onClose={onClose}
      maxWidth="lg"
      slotProps={{
        paper: {
          'aria-label': photo ? `Photo ${index! + 1} of ${count}` : undefined,
          sx: { bgcolor: '#111', color: '#fff', m: { xs: 1, sm: 4 } },
        },
      }}
    >
      {photo && (
        <Box sx={{ position: 'relative', p: { xs: 1, sm: 2 } }}>
          <Box
            component="img"
            src={photo.large_url}
            srcSet={`${photo.medium_url} 800w, ${photo.large_url} 1600w`}
            sizes="(max-width: 900px) 100vw, 80vw"
            alt={photo.alt_text}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '78vh', mx: 'auto', objectFit: 'contain' }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <IconButton aria-label={T.previous} onClick={() => move(-1)} disabled={count < 2} sx={{ color: '#fff' }}>
              <span aria-hidden>‹</span>
            </IconButton>
            <Typography variant="body2" sx={{ flex: 1, textAlign: 'center' }}>
              {photo.alt_text}
              <Box component="span" sx={{ display: 'block', opacity: 0.7 }}>
                {index! + 1} / {count}
              </Box>
            </Typography>
            <IconButton aria-label={T.next} onClick={() => move(1)} disabled={count < 2} sx={{ color: '#fff' }}>
              <span aria-hidden>›</span>
            </IconButton>
            <IconButton aria-label={T.close} onClick={onClose} sx={{ color: '#fff' }}>
              <span aria-hidden>×</span>
            </IconButton>
          </Box>
        </Box>
      )}
    </Dialog>
  );
}
