import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  actions?: ReactNode;
  /** Optional illustration shown beside the text on wide screens. */
  aside?: ReactNode;
}

/** Gradient band at the top of a public page. */
export function PageHero({ eyebrow, title, subtitle, actions, aside }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{
        color: '#fff',
        background:
          'radial-gradient(1200px 400px at 85% -10%, rgba(245,179,38,0.35), transparent 60%), linear-gradient(135deg, #1e3a8a 0%, #2f54d4 60%, #3b6cf0 100%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 6, md: 9 },
          display: 'grid',
          gap: 5,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: aside ? '1.25fr 1fr' : '1fr' },
        }}
      >
        <Box>
          {eyebrow && (
            <Typography variant="overline" sx={{ color: '#fde68a', fontWeight: 700, letterSpacing: '0.12em' }}>
              {eyebrow}
            </Typography>
          )}
          <Typography
            id="page-title"
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: 34, sm: 44, md: 52 }, lineHeight: 1.1, mb: 2 }}
          >
            {title}
          </Typography>
          <Typography sx={{ fontSize: { xs: 17, md: 19 }, opacity: 0.92, maxWidth: 640, mb: actions ? 4 : 0 }}>
            {subtitle}
          </Typography>
          {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
        </Box>
        {aside && <Box sx={{ display: { xs: 'none', md: 'block' } }}>{aside}</Box>}
      </Container>
    </Box>
  );
}
