import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { toolsFor } from '../../../lib/admin-tools';
import { useSession } from '../../../lib/session';

/** What each tool is for (the menu has no room for it). */
const DESCRIPTIONS: Record<string, string> = {
  '/adminDashboard': 'Sign-ups, active users, approvals waiting, queue health.',
  '/accounts': 'Approve organisations; find, activate or deactivate profiles; reset passwords.',
  '/adminAccess': 'Access levels and who holds them.',
  '/interventionEditAccess': 'Who may edit learning content others authored.',
  '/institutePermission': 'What each institute’s college admins may see.',
  '/auditTrail': 'Who changed what, and when.',
  '/bulkEnrollment': 'Enrol students from a file.',
  '/bulkProfileUpdation': 'Update profiles from a file.',
  '/bulkPortfolioUpdation': 'Education and semester records from a file.',
  '/advisorBulkEnrollment': 'Assign mentors from a file.',
  '/adminTestimonials': 'Review testimonials before they are shown.',
  '/moderation': 'Reported posts and comments.',
  '/createPayment': 'What is sold, at what price, with which coupon codes.',
};

/** The admin's tools they may open, each with what it is for (on /accounts and /adminDashboard). */
export function AdminToolLinks({ except }: { except?: string }) {
  const { user } = useSession();
  if (!user?.is_admin) return null;
  const tools = toolsFor(user.admin_capabilities).filter((t) => t.to !== except);
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="admin-tools-heading" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="admin-tools-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Admin tools
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {tools.map((t) => (
          <li key={t.to}>
            <Link component={RouterLink} to={t.to} sx={{ fontWeight: 600 }}>
              {t.label}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {DESCRIPTIONS[t.to]}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
