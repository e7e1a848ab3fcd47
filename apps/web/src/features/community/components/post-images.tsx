import type { PostImage } from '@lbd/shared/posts';
import Box from '@mui/material/Box';

/** A post's photos: one large, or a grid of two columns; each opens its large size. */
export function PostImages({ images }: { images: PostImage[] }) {
  if (images.length === 0) return null;
  const single = images.length === 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: single ? '1fr' : '1fr 1fr',
        gap: 0.5,
        borderRadius: 1,
        overflow: 'hidden',
        my: 1,
      }}
    >
      {images.map((img) => (
        <Box
          key={img.id}
          component="a"
          href={img.large_url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'block', lineHeight: 0, bgcolor: 'grey.100' }}
        >
          <Box
            component="img"
            src={single ? img.medium_url : img.thumb_url}
            srcSet={`${img.thumb_url} 320w, ${img.medium_url} 800w, ${img.large_url} 1600w`}
            sizes={single ? '(max-width: 640px) 100vw, 600px' : '(max-width: 640px) 50vw, 300px'}
            alt={img.alt}
            loading="lazy"
            width={img.width}
            height={img.height}
            sx={{ width: '100%', height: single ? 'auto' : 180, maxHeight: 480, objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ))}
    </Box>
  );
}
