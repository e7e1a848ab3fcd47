import type { ApplicantRow, ApplicationStatus } from '@lbd/shared/jobs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_META, fetchApplicationLog, jobKeys } from '../api';
import { formatDateTime, STATUS_LABELS } from '../job-helpers';

/** 'Applied', or 'Applied → Shortlisted'. */
export const changeText = (from: ApplicationStatus | null, to: ApplicationStatus) =>
  from ? `${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}` : STATUS_LABELS[to];

/** The status history of one application (v2 job_applications_log), oldest first. */
export function ApplicationLogDialog({ applicant, onClose }: { applicant: ApplicantRow | null; onClose: () => void }) {
  const log = useQuery({
    queryKey: jobKeys.log(applicant?.id ?? 0),
    queryFn: () => fetchApplicationLog(applicant!.id),
    enabled: applicant !== null,
    meta: DASHBOARD_META,
  });
  return (
    <Dialog open={applicant !== null} onClose={onClose} aria-labelledby="log-title" maxWidth="sm" fullWidth>
      <DialogTitle id="log-title">{applicant ? `History of ${applicant.student_name}` : ''}</DialogTitle>
      <DialogContent>
        {log.data ? (
          <List dense aria-label="Application history">
            {log.data.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={changeText(entry.from_status, entry.to_status)}
                  secondary={[formatDateTime(entry.at), entry.actor_name && `by ${entry.actor_name}`, entry.note]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Skeleton variant="rounded" height={96} aria-label="Loading history" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
