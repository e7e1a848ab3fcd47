import NotificationsNone from '@mui/icons-material/NotificationsNone';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

function HeaderDropdown({
  label,
  icon,
  title,
  children,
}: {
  label: string;
  icon: ReactNode;
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const titleId = `${label.replace(/\s+/g, '-').toLowerCase()}-title`;
  return (
    <>
      <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        {icon}
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 320, maxWidth: 'calc(100vw - 24px)', p: 2 },
          },
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children(close)}
      </Popover>
    </>
  );
}

/** Bell dropdown. The notification list itself comes with the notifications feature (SPEC §4.5). */
export function NotificationsDropdown() {
  return (
    <HeaderDropdown label="Notifications" icon={<NotificationsNone />} title="Notifications">
      {() => (
        <Typography variant="body2" color="text.secondary">
          Notifications will show here once the notifications feature is built.
        </Typography>
      )}
    </HeaderDropdown>
  );
}

/** Students' job-alerts dropdown; 'View All' goes to jobs (SPEC §2.4). */
export function JobAlertsDropdown() {
  return (
    <HeaderDropdown label="Your Job Alerts" icon={<WorkOutlined />} title="Your Job Alerts">
      {(close) => (
        <>
          <Typography variant="body2" color="text.secondary">
            Job alerts will show here once the jobs feature is built.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
            <Button component={RouterLink} to="/jobs" onClick={close} size="small">
              View All
            </Button>
          </Box>
        </>
      )}
    </HeaderDropdown>
  );
}
