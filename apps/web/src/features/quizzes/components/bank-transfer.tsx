import {
  EXPORT_FORMATS,
  QUIZ_TRANSFER_PAGE_TEXTS as T,
  type ExportFormat,
  type ImportReport,
  type QuestionBankDetail,
} from '@lbd/shared/quizzes';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilePicker } from '../../../components/files/file-picker';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { BANKS_KEY, bankKey, downloadTemplate, exportBank, importQuestions } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

/** What the browser offers in its file chooser: the formats the import reads (GIFT files are often .txt). */
const ACCEPT = '.csv,.xlsx,.txt,.gift,.xml,text/csv,text/plain,text/xml,application/xml';

const noop = () => undefined;

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx', gift: 'gift.txt', moodle_xml: 'xml' };

/** A file download through a mutation (its failure shown in the app's popup). */
function useDownload<A>(
  fetchFile: (arg: A) => Promise<{ blob: Blob; filename: string | null }>,
  name: (arg: A) => string,
) {
  const { showPopup } = useFeedback();
  return useMutation({
    mutationFn: async (arg: A) => ({ ...(await fetchFile(arg)), fallback: name(arg) }),
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename, fallback }) => saveBlob(blob, filename ?? fallback),
    onError: (e) => showPopup(failurePopup(e)),
  });
}

/**
 * The import's report: how many questions were read, imported and not, each one not imported with its
 * row (or line) and reasons, and the error file to fix and send again.
 */
export function ImportReportView({ report, bankId }: { report: ImportReport; bankId: number }) {
  const failed = report.failed > 0;
  const downloadErrors = () =>
    saveBlob(new Blob(['\uFEFF', report.error_csv ?? ''], { type: 'text/csv;charset=utf-8' }), T.errorFileName(bankId));
  return (
    <Box component="section" aria-label={T.reportLabel} aria-live="polite" sx={{ mt: 2 }}>
      <Alert severity={report.rows === 0 ? 'info' : failed ? 'warning' : 'success'}>
        <AlertTitle>{T.reportHeading(report.dry_run)}</AlertTitle>
        {report.rows === 0 ? (
          T.noQuestions
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>{T.read(report.rows)}</li>
            <li>{T.imported(report.imported, report.dry_run)}</li>
            <li>{failed ? T.failed(report.failed) : T.allGood}</li>
          </Box>
        )}
      </Alert>
      {report.errors.length > 0 && (
        <ScrollRegion outlined label={T.badRows} sx={{ mt: 1.5, maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label={T.badRows}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 72 }}>{T.rowColumn(report.format)}</TableCell>
                <TableCell>{T.reasonsColumn}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((e) => (
                <TableRow key={e.row}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{e.row}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {e.reasons.length === 1 ? (
                      e.reasons[0]
                    ) : (
                      <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {e.reasons.map((r, i) => (
                          <li key={i}>{r}</li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {report.error_csv && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          <Button variant="outlined" size="small" startIcon={<Download />} onClick={downloadErrors}>
            {T.errorFile}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {T.errorFileHint}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

/** The export buttons, one per format. */
export function BankExportButtons({ bank }: { bank: Pick<QuestionBankDetail, 'id' | 'question_count'> }) {
  const download = useDownload(
    (format: ExportFormat) => exportBank(bank.id, format),
    (format) => `question-bank-${bank.id}.${EXTENSIONS[format]}`,
  );
  if (bank.question_count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {T.exportEmpty}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={<Download />}
          disabled={download.isPending}
          onClick={() => download.mutate(format)}
        >
          {T.exportAs(format)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The bank editor's import and export (decision 0076): the template to download, a file uploaded with
 * its progress, the report of what was imported and what was not (the question list refreshed), and the
 * exports.
 */
export function BankTransferPanel({ bank }: { bank: QuestionBankDetail }) {
  const queryClient = useQueryClient();
  const { showPopup } = useFeedback();
  const [dryRun, setDryRun] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const template = useDownload(downloadTemplate, (kind) => `question-bank-template.${kind}`);

  const upload = useMutation({
    mutationFn: (file: File) => importQuestions(bank.id, file, { dryRun, onProgress: setProgress }),
    meta: { handleErrors: false },
    onMutate: () => {
      setProgress(0);
      setFileError(null);
      setReport(null);
    },
    onSuccess: (r) => {
      setReport(r);
      if (!r.dry_run && r.imported > 0) {
        void queryClient.invalidateQueries({ queryKey: bankKey(bank.id) });
        void queryClient.invalidateQueries({ queryKey: BANKS_KEY });
      }
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.file) setFileError(fields.file);
      else showPopup(failurePopup(e));
    },
    onSettled: () => setProgress(null),
  });
  // The bytes are up: the server reads and checks the questions (a few seconds for thousands).
  const reading = upload.isPending && progress === 1;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="bank-transfer-heading"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="bank-transfer-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {T.heading}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {T.importHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {T.importIntro}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {(['csv', 'xlsx'] as const).map((kind) => (
              <Button
                key={kind}
                size="small"
                startIcon={<Download />}
                disabled={template.isPending}
                onClick={() => template.mutate(kind)}
              >
                {kind === 'csv' ? T.templateCsv : T.templateXlsx}
              </Button>
            ))}
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />}
            label={T.dryRun}
            disabled={upload.isPending}
          />
          <FilePicker
            label={T.chooseFile}
            accept={ACCEPT}
            files={[]}
            // Failures are shown by the mutation; the picker only waits for the upload to end.
            onPick={(file) => upload.mutateAsync(file).then(noop, noop)}
            progress={upload.isPending && !reading ? (progress ?? 0) : null}
            disabled={upload.isPending}
            error={fileError}
            hint={T.fileHint}
          />
          {reading && (
            <Box sx={{ mt: 1, maxWidth: 360 }}>
              <Typography variant="caption" color="text.secondary">
                {T.reading}
              </Typography>
              <LinearProgress aria-label={T.reading} />
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {T.exportHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {T.exportIntro}
          </Typography>
          <BankExportButtons bank={bank} />
        </Grid>
      </Grid>
      {report && <ImportReportView report={report} bankId={bank.id} />}
    </Paper>
  );
}
