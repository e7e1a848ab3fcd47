import { IMPORT_LIMITS, type ImportRecord } from '@lbd/shared/imports';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCommitImport, useUndoImport, downloadErrorFile } from '../api';
import { errorShare, summaryLine } from '../format';
import { refusalText } from '../../../lib/form-errors';
import { ImportRows } from './import-rows';

/** After the dry run: the summary, the rows, the error file, the commit with its limits; then the result and undo. */
export function ImportOutcome({ record, onEditMapping }: { record: ImportRecord; onEditMapping: () => void }) {
  const [maxShare, setMaxShare] = useState(String(IMPORT_LIMITS.defaultErrorShare));
  const [maxChanges, setMaxChanges] = useState('');
  const commit = useCommitImport(record.id);
  const undo = useUndoImport(record.id);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const c = record.counts;
  const validated = record.status === 'validated';
  const committed = record.status === 'committed';

  const download = () => {
    setDownloadFailed(false);
    downloadErrorFile(record.id).catch(() => setDownloadFailed(true));
  };

  return (
    <Box component="section" aria-labelledby="outcome-heading">
      <Typography id="outcome-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {validated ? 'Dry run' : committed ? 'Committed' : record.status === 'undone' ? 'Undone' : 'Result'}
      </Typography>
      <Alert severity={c.error > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
        <strong>{summaryLine(c)}</strong>
        {validated && ' — nothing has been written yet.'}
        {committed && ` — ${record.committed.rows.toLocaleString('en-IN')} records written.`}
        {c.error > 0 && ` ${errorShare(c)}% of the rows have errors.`}
      </Alert>
      {record.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {record.failure}
        </Alert>
      )}
      {record.status === 'undone' && record.undone_at && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Undone on {new Date(record.undone_at).toLocaleString('en-IN')}: previous values are back and the records it
          created are gone.
          {!!record.undo_kept &&
            ` ${record.undo_kept.toLocaleString('en-IN')} ${record.undo_kept === 1 ? 'record was' : 'records were'} kept as they are: changed by someone after the import, or an account its owner has started using.`}
        </Alert>
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {c.error > 0 && (
          <Button variant="outlined" onClick={download}>
            Download the error file
          </Button>
        )}
        {validated && (
          <Button variant="text" onClick={onEditMapping}>
            Change the mapping
          </Button>
        )}
      </Stack>
      {downloadFailed && <Alert severity="error">The error file could not be downloaded; try again.</Alert>}
      {c.error > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The error file holds the rows with errors as you sent them, with an 'error' column. Fix them and upload it
          again: rows already imported are unchanged the second time.
        </Typography>
      )}

      {validated && (
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 720 }}>
          <Typography sx={{ mb: 1, fontWeight: 600 }}>
            Commit {(c.create + c.update).toLocaleString('en-IN')} valid {c.create + c.update === 1 ? 'row' : 'rows'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              label="Stop if errors are above (%)"
              sx={{ minWidth: 240 }}
              type="number"
              value={maxShare}
              onChange={(e) => setMaxShare(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
            />
            <TextField
              label="Most records to change"
              sx={{ minWidth: 240 }}
              type="number"
              value={maxChanges}
              onChange={(e) => setMaxChanges(e.target.value)}
              helperText="Nothing is written if more would change; empty for no limit"
              slotProps={{ htmlInput: { min: 1 } }}
            />
          </Stack>
          {commit.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusalText(commit.error)}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={commit.isPending}
            onClick={() =>
              commit.mutate({
                max_error_share: Number(maxShare || 0),
                max_changes: maxChanges ? Number(maxChanges) : null,
              })
            }
          >
            Commit
          </Button>
        </Box>
      )}

      {committed && record.undo_until && (
        <Box sx={{ mt: 2 }}>
          <Button color="warning" variant="outlined" disabled={undo.isPending} onClick={() => undo.mutate()}>
            Undo this import
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Restores the previous values and removes what it created, until{' '}
            {new Date(record.undo_until).toLocaleDateString('en-IN', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
            .
          </Typography>
        </Box>
      )}
      <ImportRows record={record} />
    </Box>
  );
}
