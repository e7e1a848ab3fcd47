import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MarketingShell } from './marketing-shell';

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface TextPageProps {
  title: string;
  intro: string;
  sections: TextSection[];
}

/** A plain reading page (about, policies, terms). */
export function TextPage({ title, intro, sections }: TextPageProps) {
  return (
    <MarketingShell>
      <Box sx={{ bgcolor: '#1e3a8a', color: '#fff', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 40 }, mb: 1.5 }}>
            {title}
          </Typography>
          <Typography sx={{ opacity: 0.9, fontSize: 17 }}>{intro}</Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
          {sections.map((section, index) => (
            <Box component="section" key={section.heading} sx={{ mt: index === 0 ? 0 : 4 }}>
              <Typography variant="h5" component="h2" sx={{ fontSize: 21, mb: 1.5 }}>
                {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.7 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))}
        </Paper>
      </Container>
    </MarketingShell>
  );
}
