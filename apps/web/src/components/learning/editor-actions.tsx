import type { LearningStatus } from '@lbd/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';

/** A failed publish: the heading (SPEC §5.1 for resources) followed by the list of problems. */
export function IssuesList({ heading, issues }: { heading: string; issues: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [issues]);
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mb: 2 }} role="alert">
      <AlertTitle sx={{ fontWeight: 600 }}>{heading}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="Issues to fix">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </Alert>
  );
}

export type LifecycleAction = 'save' | 'publish' | 'archive' | 'discard';

/** Save, Publish, Archive (published) and Discard (drafts, confirmed) under a learning content editor. */
export function EditorActions({
  status,
  busy,
  what,
  archiveNote = 'It leaves the lists. Students already enrolled keep it.',
  onAction,
}: {
  status: LearningStatus;
  busy: boolean;
  /** 'resource', 'learning path', 'quiz'. */
  what: string;
  /** What archiving leaves in place, said in the confirmation. */
  archiveNote?: string;
  onAction: (action: LifecycleAction) => void;
}) {
  const [confirm, setConfirm] = useState<'discard' | 'archive' | null>(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {status === 'draft' && (
          <Button color="error" onClick={() => setConfirm('discard')} disabled={busy}>
            Discard
          </Button>
        )}
        {status === 'published' && (
          <Button color="warning" onClick={() => setConfirm('archive')} disabled={busy}>
            Archive
          </Button>
        )}
        <Button type="submit" variant="outlined" disabled={busy}>
          Save
        </Button>
        {status !== 'published' && (
          <Button variant="contained" onClick={() => onAction('publish')} disabled={busy}>
            Publish
          </Button>
        )}
      </Stack>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="learning-confirm-title">
        <DialogTitle id="learning-confirm-title">
          {confirm === 'discard' ? 'Discard this draft?' : `Archive this ${what}?`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm === 'discard' ? 'The draft will be deleted. This cannot be undone.' : archiveNote}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{confirm === 'discard' ? 'Keep editing' : 'Cancel'}</Button>
          <Button
            color={confirm === 'discard' ? 'error' : 'warning'}
            variant="contained"
            onClick={() => {
              const action = confirm!;
              setConfirm(null);
              onAction(action);
            }}
          >
            {confirm === 'discard' ? 'Discard draft' : 'Archive'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
