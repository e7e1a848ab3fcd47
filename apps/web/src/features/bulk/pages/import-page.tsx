import { IMPORT_LIMITS, IMPORT_TOOL_NAMES, type ImportTool } from '@lbd/shared/imports';
import {
  Alert,
  Box,
  Button,
  Container,
  LinearProgress,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadTemplate, useImport, useUploadImport } from '../api';
import { refusalText } from '../../../lib/form-errors';
import { ImportHistory } from '../components/import-history';
import { ImportOutcome } from '../components/import-outcome';
import { ImportProgress } from '../components/import-progress';
import { MappingForm } from '../components/mapping-form';

const STEPS = ['Upload', 'Map columns', 'Dry run', 'Commit'];
const INTRO: Record<ImportTool, string> = {
  profiles:
    'Update students’ names, phone, roll number, batch, specialization and degree from a spreadsheet, and add new students: they get an email to set their own password.',
  enrolments:
    'Enroll the students of a spreadsheet in events, clubs, projects, learning paths, quizzes, quests and activities.',
  advisors: 'Put the mentors of a spreadsheet on projects: they review the projects’ deliverables.',
  portfolio:
    'Add or update students’ degrees and semester subjects in their portfolios from a spreadsheet: one row per degree, or per subject with its degree’s columns repeated. Rows are checked by the portfolio’s own rules.',
};

function stepOf(status: string | undefined, editing: boolean): number {
  if (!status) return 0;
  if (status === 'mapping' || editing) return 1;
  if (status === 'validating' || status === 'validated') return 2;
  return 3;
}

/** A bulk tool (issue 29): upload a CSV or XLSX, map its columns, read the dry run, commit, undo. */
export default function ImportPage({ tool, multiple = false }: { tool: ImportTool; multiple?: boolean }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('import')) || null;
  const record = useImport(id);
  const uploadCall = useUploadImport(tool);
  const [progress, setProgress] = useState(0);
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const open = (next: number | null) => {
    setEditing(false);
    setParams(next ? { import: String(next) } : {}, { replace: false });
  };
  const data = record.data && record.data.tool === tool ? record.data : undefined;

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    uploadCall.mutate({ file, onProgress: setProgress }, { onSuccess: (r) => open(r.id) });
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 1 }}>
        {IMPORT_TOOL_NAMES[tool]}
        {multiple ? ' (many items)' : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {INTRO[tool]}
      </Typography>
      <Stepper activeStep={stepOf(data?.status, editing)} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {!data && (
        <Box component="section" aria-labelledby="upload-heading">
          <Typography id="upload-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Upload a file
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            CSV or XLSX, up to {IMPORT_LIMITS.rows.toLocaleString('en-IN')} rows and {IMPORT_LIMITS.bytes / 1024 / 1024}{' '}
            MB. Start from the template, or use your own columns: you map them next. Never put passwords or Aadhaar
            numbers in the file.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <Button variant="contained" onClick={() => input.current?.click()} disabled={uploadCall.isPending}>
              Choose a file
            </Button>
            <Button variant="outlined" onClick={() => void downloadTemplate(tool, 'xlsx')}>
              Template (XLSX)
            </Button>
            <Button variant="outlined" onClick={() => void downloadTemplate(tool, 'csv')}>
              Template (CSV)
            </Button>
          </Stack>
          <input
            ref={input}
            type="file"
            hidden
            aria-label="File to import"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {uploadCall.isPending && (
            <LinearProgress variant="determinate" value={progress * 100} aria-label="Upload progress" />
          )}
          {uploadCall.error && <Alert severity="error">{refusalText(uploadCall.error)}</Alert>}
        </Box>
      )}

      {data && (
        <>
          <Button size="small" onClick={() => open(null)} sx={{ mb: 2 }}>
            Start a new import
          </Button>
          {(data.status === 'mapping' || (editing && data.status === 'validated')) && (
            <MappingForm record={data} multiple={multiple} key={`${data.id}-${data.status}`} />
          )}
          <ImportProgress record={data} />
          {!editing && ['validated', 'committed', 'undone', 'failed', 'aborted'].includes(data.status) && (
            <ImportOutcome record={data} onEditMapping={() => setEditing(true)} />
          )}
        </>
      )}
      {id !== null && record.isError && <Alert severity="error">This import could not be found.</Alert>}

      <ImportHistory tool={tool} onOpen={open} />
    </Container>
  );
}
