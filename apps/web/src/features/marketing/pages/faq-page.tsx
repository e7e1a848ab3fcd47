import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MarketingShell } from '../components/marketing-shell';
import { FAQS } from '../legal-content';

/** Frequently asked questions. */
export function FaqPage() {
  return (
    <MarketingShell>
      <Box sx={{ bgcolor: '#1e3a8a', color: '#fff', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 40 }, mb: 1.5 }}>
            Frequently Asked Questions
          </Typography>
          <Typography sx={{ opacity: 0.9, fontSize: 17 }}>Quick answers about Learn By Doing.</Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {FAQS.map((faq, index) => (
          <Accordion
            key={faq.question}
            defaultExpanded={index === 0}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`faq-${index}-header`}
              aria-controls={`faq-${index}-content`}
            >
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-content`}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {faq.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </MarketingShell>
  );
}
