import {
  formatFileSize,
  LEARNING_FILE_ACCEPT,
  LEARNING_LIMITS,
  LEARNING_TEXTS,
  submissionBodySchema,
  type LearningFile,
} from '@lbd/shared';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FilePicker } from '../../../components/files/file-picker';
import { learningFileFailure, learningFileProblem } from '../../../components/learning/learning-files';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import { uploadThroughSignedUrl } from '../../../lib/signed-upload';
import { confirmAttachment, removeAttachment, reserveAttachment, submitDeliverable } from '../api/student';

const FILES_HINT = `Up to ${LEARNING_LIMITS.submissionFilesMax} files: PDF, Word, PowerPoint, Excel, PNG, JPG or ZIP, each up to ${formatFileSize(LEARNING_LIMITS.submissionFileBytes)}`;

/**
 * A deliverable's answer: text, up to five https links and up to five files (each uploaded as it is
 * picked, with progress; the version takes them when it is sent). A failed send keeps everything typed
 * and attached, with the server's messages on the inputs ('links.2' on the third link).
 */
export function SubmissionForm({
  myProjectId,
  itemId,
  isResubmission,
  onSubmitted,
}: {
  myProjectId: number;
  itemId: number;
  isResubmission: boolean;
  onSubmitted: () => void;
}) {
  const { showToast, showPopup } = useFeedback();
  const [text, setText] = useState('');
  const [links, setLinks] = useState<string[]>([]);
  const [files, setFiles] = useState<LearningFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = () => ({
    text: text.trim(),
    links: links.map((l) => l.trim()).filter(Boolean),
    file_ids: files.map((f) => f.id),
  });
  const setFileError = (message: string | null) =>
    setErrors((now) => {
      const { file_ids: _gone, ...rest } = now;
      return message ? { ...rest, file_ids: message } : rest;
    });

  const handlePick = async (file: File) => {
    const local = learningFileProblem(file, LEARNING_LIMITS.submissionFileBytes);
    if (local) {
      setFileError(local);
      return;
    }
    setFileError(null);
    setProgress(0);
    try {
      const stored = await uploadThroughSignedUrl(file, {
        reserve: () => reserveAttachment(myProjectId, itemId, file),
        confirm: (uploadId) => confirmAttachment(myProjectId, itemId, uploadId),
        onProgress: setProgress,
      });
      setFiles((now) => [...now, stored]);
      clear('text');
    } catch (e) {
      setFileError(learningFileFailure(e));
    } finally {
      setProgress(null);
    }
  };

  const handleRemove = async (id: number) => {
    setFileError(null);
    try {
      await removeAttachment(myProjectId, itemId, id);
      setFiles((now) => now.filter((f) => f.id !== id));
    } catch (e) {
      setFileError(learningFileFailure(e));
    }
  };
  const send = useMutation({
    mutationFn: () => submitDeliverable(myProjectId, itemId, body()),
    meta: { handleErrors: false },
    onSuccess: () => {
      setText('');
      setLinks([]);
      setFiles([]);
      showToast({ message: LEARNING_TEXTS.submitted, kind: 'success' });
      onSubmitted();
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const clear = (key: string) =>
    setErrors((now) => {
      if (!(key in now) && !('form' in now)) return now;
      const { [key]: _gone, ...rest } = now;
      return rest;
    });
  const formMessage = Object.entries(errors).find(
    ([k]) => k !== 'text' && k !== 'file_ids' && !k.startsWith('links.'),
  )?.[1];

  return (
    <Box
      component="form"
      noValidate
      aria-label={isResubmission ? 'Submit a new version' : 'Submit your work'}
      onSubmit={(e) => {
        e.preventDefault();
        const checked = validate(submissionBodySchema, body());
        if (checked.errors) setErrors(checked.errors);
        else send.mutate();
      }}
    >
      <Stack spacing={1.5}>
        {formMessage && <Alert severity="error">{formMessage}</Alert>}
        <TextField
          label={isResubmission ? 'Your new version' : 'Your answer'}
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            clear('text');
          }}
          error={Boolean(errors.text)}
          helperText={
            errors.text ?? 'Write what you did, add links to your work (a repository, a document) or attach files.'
          }
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.submissionTextMax } }}
        />
        {links.map((link, i) => (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={`Link ${i + 1}`}
              type="url"
              fullWidth
              size="small"
              placeholder="https://"
              value={link}
              onChange={(e) => {
                const next = [...links];
                next[i] = e.target.value;
                setLinks(next);
                clear(`links.${i}`);
              }}
              error={Boolean(errors[`links.${i}`])}
              helperText={errors[`links.${i}`]}
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.urlMax } }}
            />
            <IconButton
              aria-label={`Remove link ${i + 1}`}
              onClick={() => {
                setLinks(links.filter((_l, j) => j !== i));
                setErrors({});
              }}
            >
              <Close />
            </IconButton>
          </Stack>
        ))}
        <FilePicker
          label="Attach files"
          accept={LEARNING_FILE_ACCEPT}
          multiple
          max={LEARNING_LIMITS.submissionFilesMax}
          files={files}
          onPick={handlePick}
          onRemove={(f) => void handleRemove(f.id)}
          progress={progress}
          error={errors.file_ids ?? null}
          hint={FILES_HINT}
          disabled={send.isPending}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button
            startIcon={<Add />}
            onClick={() => setLinks([...links, ''])}
            disabled={links.length >= LEARNING_LIMITS.submissionLinksMax}
          >
            {links.length >= LEARNING_LIMITS.submissionLinksMax
              ? `Up to ${LEARNING_LIMITS.submissionLinksMax} links`
              : 'Add a link'}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending || progress !== null}>
            {isResubmission ? 'Submit new version' : 'Submit'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
