import {
  SHORTLIST_MAIL_MESSAGE_MAX,
  SHORTLIST_MAIL_SUBJECT_MAX,
  SHORTLIST_TEXTS as T,
  shortlistMailBodySchema,
  type Shortlist,
} from '@lbd/shared/shortlists';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { useDashboardFailure } from '../../../lib/use-dashboard-failure';
import {
  downloadShortlist,
  mailShortlist,
  useDeleteShortlist,
  useSavedShortlists,
  useShortlistMembers,
} from '../shortlist-api';
import { Section } from './dashboard-parts';
import { ShortlistStudentsTable } from './shortlist-students-table';

const PAGE = 10;
const MEMBERS_PAGE = 20;

/** The institute's saved shortlists, newest first: each opens its students, downloads, emails or goes. */
export function SavedShortlists() {
  const [page, setPage] = useState(1);
  const saved = useSavedShortlists((page - 1) * PAGE, PAGE);
  const rows = saved.data?.data ?? [];
  const pages = saved.data?.pagination?.total_pages ?? 1;
  return (
    <Section title={T.savedHeading}>
      {saved.isError ? (
        <Alert severity="error" action={<Button onClick={() => void saved.refetch()}>Try again</Button>}>
          {T.savedHeading}: could not load them.
        </Alert>
      ) : !saved.data ? (
        <Skeleton variant="rounded" height={80} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noSaved}
        </Typography>
      ) : (
        <>
          <List dense aria-label={T.savedHeading}>
            {rows.map((s) => (
              <SavedShortlistItem key={s.id} shortlist={s} />
            ))}
          </List>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} size="small" />}
        </>
      )}
    </Section>
  );
}

function SavedShortlistItem({ shortlist: s }: { shortlist: Shortlist }) {
  const [open, setOpen] = useState(false);
  const [writing, setWriting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const onFailure = useDashboardFailure();
  const { showToast } = useFeedback();
  const download = useMutation({
    mutationFn: () => downloadShortlist({ shortlistId: s.id }),
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `shortlist_${s.id}.xlsx`),
    onError: onFailure,
  });
  const remove = useDeleteShortlist();
  const by = s.created_by ? ` by ${s.created_by}` : '';
  return (
    <ListItem
      disableGutters
      component="li"
      aria-label={s.name}
      sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}
    >
      <ListItemText
        primary={`${s.name} · ${s.student_count} ${s.student_count === 1 ? 'student' : 'students'}`}
        secondary={`${s.filter_summary} · saved ${indiaDate(s.inserted_at)}${by}`}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? T.hide : T.view}
        </Button>
        <Button size="small" onClick={() => download.mutate()} disabled={download.isPending}>
          {T.downloadXlsx}
        </Button>
        <Button size="small" onClick={() => setWriting(true)}>
          {T.email}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          {T.delete}
        </Button>
      </Stack>
      {open && <Members id={s.id} name={s.name} />}
      {writing && <MailDialog shortlist={s} onClose={() => setWriting(false)} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogContent>
          <DialogContentText>{T.confirmDelete(s.name)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{T.cancel}</Button>
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(s.id, {
                onSuccess: () => {
                  setConfirming(false);
                  showToast({ kind: 'delete', message: T.deleted(s.name) });
                },
                onError: onFailure,
              })
            }
          >
            {T.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </ListItem>
  );
}

function Members({ id, name }: { id: number; name: string }) {
  const [page, setPage] = useState(1);
  const members = useShortlistMembers(id, page, MEMBERS_PAGE);
  if (!members.data) return <Skeleton variant="rounded" height={80} />;
  return (
    <>
      {members.data.left > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {T.left(members.data.left)}
        </Typography>
      )}
      <ShortlistStudentsTable
        label={`Students of ${name}`}
        students={members.data.data}
        page={page}
        pages={members.data.pagination?.total_pages ?? 1}
        onPage={setPage}
      />
    </>
  );
}

function MailDialog({ shortlist, onClose }: { shortlist: Shortlist; onClose: () => void }) {
  const titleId = useId();
  const [values, setValues] = useState({ subject: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { showSnackbar } = useFeedback();
  const onFailure = useDashboardFailure();
  const send = useMutation({
    mutationFn: (body: { subject: string; message: string }) => mailShortlist(shortlist.id, body),
    meta: { handleErrors: false },
    onSuccess: (sent) => {
      showSnackbar(T.emailQueued(sent.recipients));
      onClose();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields && (fields.subject || fields.message)) setErrors(fields);
      else onFailure(error);
    },
  });
  const submit = () => {
    const checked = validate(shortlistMailBodySchema, values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    send.mutate(checked.data);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {T.email}: {shortlist.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={T.subject}
            value={values.subject}
            onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            slotProps={{ htmlInput: { maxLength: SHORTLIST_MAIL_SUBJECT_MAX } }}
          />
          <TextField
            label={T.message}
            value={values.message}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
            error={Boolean(errors.message)}
            helperText={errors.message ?? 'Each student gets their own email; replies do not come back here.'}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: SHORTLIST_MAIL_MESSAGE_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
