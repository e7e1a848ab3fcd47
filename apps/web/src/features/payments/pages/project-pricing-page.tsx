import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PricingPanel } from '../components/pricing-panel';

/** /projectPricing/{id}: what a paid project costs, alone or in a bundle, and buying it (issue 30 item 2). */
export default function ProjectPricingPage() {
  const id = Number(useParams().id);
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Pricing
      </Typography>
      <PricingPanel kind="project" id={id} />
    </Box>
  );
}
