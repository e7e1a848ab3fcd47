import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const FOOTER_LINKS = [
  { label: 'About Us', to: '/Aboutus' },
  { label: 'FAQ', to: '/FAQ' },
  { label: 'Privacy Policy', to: '/Privacy' },
  { label: 'Guidelines', to: '/Guidelines' },
  { label: 'Terms of Use', to: '/TermsofUse' },
  { label: 'Copyright', to: '/Copyright' },
] as const;

const AUDIENCE_LINKS = [
  { label: 'For learners', to: '/Home' },
  { label: 'For mentors', to: '/MentorHome' },
  { label: 'For institutes', to: '/InstituteHome' },
  { label: 'For companies', to: '/CompanyHome' },
] as const;

/** Footer of the public pages. */
export function MarketingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f1b45', color: 'rgba(255,255,255,0.85)', py: 5, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr 1fr' } }}
      >
        <Box>
          <Typography sx={{ fontWeight: 800, fontSize: 18, color: '#fff', mb: 1 }}>Learn By Doing</Typography>
          <Typography variant="body2" sx={{ maxWidth: 360, opacity: 0.8 }}>
            A career portfolio and learning-by-doing platform for learners, mentors, institutes and companies.
          </Typography>
        </Box>
        {[
          { title: 'For you', links: AUDIENCE_LINKS },
          { title: 'Learn By Doing', links: FOOTER_LINKS },
        ].map((group) => (
          <Box component="nav" aria-label={group.title} key={group.title}>
            <Typography variant="overline" sx={{ color: '#fde68a', fontWeight: 700 }}>
              {group.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="inherit" underline="hover" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Container maxWidth="lg">
        <Typography variant="caption" sx={{ display: 'block', mt: 4, opacity: 0.6 }}>
          © {new Date().getFullYear()} Learn By Doing. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
