import type { LearningStatus } from '@lbd/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ZodType } from 'zod';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { pageSx, PageTitle, StatusChip } from './page-parts';

/** A bank or quiz in its author's list. */
interface OwnItem {
  id: number;
  title: string;
  status: LearningStatus;
  can_edit: boolean;
}

/** The words of one kind of draft page (banks, quizzes). */
export interface DraftsTexts {
  heading: string;
  /** The form's accessible name, e.g. 'New question bank'. */
  form: string;
  create: string;
  hint: string;
  yours: string;
  /** The list's accessible name. */
  list: string;
  none: string;
}

/**
 * /createQuizBank and /createQuiz without an id: a title to start a draft (checked by the contract's
 * schema, the API's refusal on the field), then the author's own (`OWN_LIST`), each to its page and
 * editor.
 */
export function DraftsPage<T extends OwnItem>({
  texts,
  schema,
  create,
  editor,
  pageOf,
  own,
  details,
}: {
  texts: DraftsTexts;
  schema: ZodType;
  create: (title: string) => Promise<{ id: number }>;
  /** The editor's route ('createQuizBank'): a new draft opens there. */
  editor: string;
  pageOf: (id: number) => string;
  own: UseQueryResult<{ data: T[] }>;
  details: (item: T) => ReactNode;
}) {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => create(title.trim()),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo([editor, id]),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  const items = own.data?.data ?? [];
  return (
    <Box sx={pageSx}>
      <PageTitle>{texts.heading}</PageTitle>
      <Paper
        variant="outlined"
        component="form"
        aria-label={texts.form}
        noValidate
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        onSubmit={(e) => {
          e.preventDefault();
          const v = validate(schema, { title });
          if (v.errors) setError(v.errors.title ?? null);
          else start.mutate();
        }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {texts.create}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Title"
            required
            fullWidth
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? texts.hint}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <Button type="submit" variant="contained" disabled={start.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
            Create draft
          </Button>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {texts.yours}
      </Typography>
      {own.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{texts.none}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={texts.list}>
          {items.map((item) => (
            <Paper key={item.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography component={Link} to={pageOf(item.id)} sx={{ fontWeight: 600 }}>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {details(item)}
                  </Typography>
                </Box>
                <StatusChip status={item.status} />
                {item.can_edit && (
                  <Button size="small" component={Link} to={`/${editor}/${item.id}`}>
                    Edit
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The frame of a bank's or quiz's editor: its title and status, a link to its page, and the editor;
 * or why the caller may not edit it.
 */
export function EditorFrame({
  item,
  links,
  cannotEdit,
  children,
}: {
  item: OwnItem;
  /** The item's own pages, linked above the editor. */
  links: { to: string; label: string }[];
  cannotEdit: string;
  children: ReactNode;
}) {
  if (!item.can_edit)
    return (
      <Box sx={pageSx}>
        <Alert severity="warning">{cannotEdit}</Alert>
      </Box>
    );
  return (
    <Box sx={pageSx}>
      <PageTitle status={item.status}>{item.title}</PageTitle>
      {links.map((l) => (
        <Button key={l.to} component={Link} to={l.to} sx={{ mb: 1 }}>
          {l.label}
        </Button>
      ))}
      {children}
    </Box>
  );
}
