import { ACTIVITY_LIMITS, displayFileName, type ScoringMethod } from '@lbd/shared/activities';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import type { FieldErrors } from '../../../../lib/form-errors';
import { FILE_ACCEPT, type AuthorFormValues } from './author-form-model';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' };

export interface AuthorFormProps {
  values: AuthorFormValues;
  errors: FieldErrors;
  onChange: <K extends keyof AuthorFormValues>(field: K, value: AuthorFormValues[K]) => void;
  /** Files chosen but not uploaded yet (they go up when the form is saved). */
  pending: File[];
  onPick: (files: File[]) => void;
  onRemovePending: (index: number) => void;
  /** Why files cannot be attached by this user, if they cannot. */
  uploadBlocked?: string;
  disabled?: boolean;
}

/** Every field of the shared activity schema, each with its message underneath. */
export function AuthorForm({
  values,
  errors,
  onChange,
  pending,
  onPick,
  onRemovePending,
  uploadBlocked,
  disabled,
}: AuthorFormProps) {
  const picker = useRef<HTMLInputElement>(null);
  type TextKey = {
    [K in keyof AuthorFormValues]: AuthorFormValues[K] extends string ? K : never;
  }[keyof AuthorFormValues];
  const text = (key: TextKey, label: string, extra: Record<string, unknown> = {}) => ({
    id: `activity-${key}`,
    name: key,
    label,
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
    disabled,
    ...extra,
  });
  const numberBox = (max: number) => ({ htmlInput: { inputMode: 'decimal' as const, maxLength: max } });
  const when = (key: TextKey, label: string) => (
    <TextField
      {...text(key, label)}
      type="datetime-local"
      required
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
  const flag = (key: 'peer_evaluation' | 'final_evaluation' | 'active', label: string, hint: string) => (
    <Box>
      <FormControlLabel
        control={<Switch checked={values[key]} onChange={(e) => onChange(key, e.target.checked)} disabled={disabled} />}
        label={label}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 0 }}>{hint}</FormHelperText>
    </Box>
  );
  const questions = values.questions;
  const setQuestion = (index: number, question: string) =>
    onChange(
      'questions',
      questions.map((q, i) => (i === index ? question : q)),
    );

  return (
    <Box>
      <Section title="About the activity">
        <TextField
          {...text('title', 'Title')}
          required
          sx={full}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.title } }}
        />
        <TextField
          {...text('type', 'Type')}
          required
          helperText={errors.type ?? 'e.g. Case study, Design task, Essay'}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.type } }}
        />
        <TextField
          {...text('duration', 'Duration (minutes)')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <TextField
          {...text('description', 'Description')}
          multiline
          minRows={4}
          sx={full}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.description } }}
        />
      </Section>

      <Section title="Scores" hint="Mentor and peer scores together may not exceed the maximum score.">
        <TextField {...text('max_score', 'Max score')} required slotProps={numberBox(7)} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        <TextField {...text('mentor_assessment_score', 'Mentor assessment score')} required slotProps={numberBox(7)} />
        <TextField {...text('peer_assessment_score', 'Peer assessment score')} required slotProps={numberBox(7)} />
      </Section>

      <Section
        title="Windows (India time)"
        hint="Students submit and comment in the comment window; they evaluate each other in the evaluation window, which cannot open before the comment window."
      >
        {when('enable_at', 'Comment window opens')}
        {when('disable_at', 'Comment window closes')}
        {when('peer_enable_at', 'Evaluation window opens')}
        {when('peer_disable_at', 'Evaluation window closes')}
      </Section>

      <Section title="Peer review">
        <TextField
          select
          {...text('learning_path', 'Learning path')}
          onChange={(e) => onChange('learning_path', e.target.value as AuthorFormValues['learning_path'])}
        >
          <MenuItem value="PEER">Peer (PEER)</MenuItem>
          <MenuItem value="SELF">Self-paced (SELF)</MenuItem>
        </TextField>
        <TextField
          select
          {...text('scoring_method', 'Scoring method')}
          onChange={(e) => onChange('scoring_method', e.target.value as ScoringMethod)}
          helperText={errors.scoring_method ?? 'How the peer scores of a submission are combined'}
        >
          <MenuItem value="median">Median</MenuItem>
          <MenuItem value="mean">Mean</MenuItem>
        </TextField>
        <TextField
          {...text('evaluators_per_submission', 'Reviewers per submission')}
          helperText={errors.evaluators_per_submission ?? 'Each submission gets at least this many peer reviews'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
        />
        <TextField
          {...text('spread_threshold', 'Spread threshold')}
          helperText={
            errors.spread_threshold ??
            'Flag a submission for you when its peer scores differ by more than this (empty: never)'
          }
          slotProps={numberBox(7)}
        />
        {flag('peer_evaluation', 'Peer evaluation', 'Students score each other with a rubric file')}
        {flag('final_evaluation', 'Final evaluation', 'Students see mentor score plus peer score once complete')}
        {flag('active', 'Active', 'Inactive activities take no submissions')}
      </Section>

      <Section title="Questions">
        <Box sx={full}>
          {questions.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              No questions yet. Students then answer the activity as a whole.
            </Typography>
          )}
          <Stack spacing={1.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Questions">
            {questions.map((q, i) => (
              <Stack component="li" key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  id={`activity-question-${i}`}
                  label={`Question ${i + 1}`}
                  value={q}
                  onChange={(e) => setQuestion(i, e.target.value)}
                  error={Boolean(errors[`questions.${i}`])}
                  helperText={errors[`questions.${i}`]}
                  multiline
                  fullWidth
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.question } }}
                />
                <IconButton
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() =>
                    onChange(
                      'questions',
                      questions.filter((_q, j) => j !== i),
                    )
                  }
                  disabled={disabled}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          {errors.questions && <FormHelperText error>{errors.questions}</FormHelperText>}
          <Button
            startIcon={<Add />}
            onClick={() => onChange('questions', [...questions, ''])}
            disabled={disabled || questions.length >= ACTIVITY_LIMITS.questions}
            sx={{ mt: 1 }}
          >
            Add question
          </Button>
        </Box>
      </Section>

      <Section
        title="Files"
        hint="mp4, ogg, webm, ogv, jpg, jpeg, png, xlsx, xls, csv, xml, doc, docx, docm, ppt, pptx, pps, mp3, pdf or txt; up to 25 MB each."
      >
        <Box sx={full}>
          <List dense aria-label="Files" sx={{ py: 0 }}>
            {values.files.map((f) => (
              <ListItem
                key={f.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${displayFileName(f.filename)}`}
                    onClick={() =>
                      onChange(
                        'files',
                        values.files.filter((x) => x.id !== f.id),
                      )
                    }
                    disabled={disabled}
                  >
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <AttachFile fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={displayFileName(f.filename)} sx={{ overflowWrap: 'anywhere', pr: 5 }} />
              </ListItem>
            ))}
            {pending.map((file, i) => (
              <ListItem
                key={`${file.name}-${i}`}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => onRemovePending(i)}
                    disabled={disabled}
                  >
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <AttachFile fontSize="small" color="disabled" />
                </ListItemIcon>
                <ListItemText
                  primary={file.name}
                  secondary="Uploads when you save"
                  sx={{ overflowWrap: 'anywhere', pr: 5 }}
                />
              </ListItem>
            ))}
          </List>
          {errors.files && (
            <FormHelperText error role="alert">
              {errors.files}
            </FormHelperText>
          )}
          {uploadBlocked ? (
            <FormHelperText>{uploadBlocked}</FormHelperText>
          ) : (
            <>
              <input
                ref={picker}
                type="file"
                multiple
                accept={FILE_ACCEPT}
                hidden
                aria-label="Choose files"
                data-testid="activity-file-input"
                onChange={(e) => {
                  onPick(Array.from(e.target.files ?? []));
                  e.target.value = '';
                }}
              />
              <Button
                variant="outlined"
                startIcon={<AttachFile />}
                onClick={() => picker.current?.click()}
                disabled={disabled || values.files.length + pending.length >= ACTIVITY_LIMITS.files}
                sx={{ mt: 1 }}
              >
                Add files
              </Button>
            </>
          )}
        </Box>
      </Section>
    </Box>
  );
}
