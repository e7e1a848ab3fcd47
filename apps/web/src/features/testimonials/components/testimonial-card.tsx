import type { PublicTestimonial } from '@lbd/shared/testimonials';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

/** One testimonial: the words, the rating, who said it (name, role or organisation, photo). */
export function TestimonialCard({ testimonial: t }: { testimonial: PublicTestimonial }) {
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Rating value={t.rating} readOnly size="small" aria-label={`Rated ${t.rating} out of 5`} />
      <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, fontSize: 17, lineHeight: 1.6 }}>
        “{t.text}”
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={t.avatar_url ?? undefined} alt="">
          {t.author_name.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t.author_name}</Typography>
          {t.author_role && (
            <Typography variant="body2" color="text.secondary">
              {t.author_role}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
