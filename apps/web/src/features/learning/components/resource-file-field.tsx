import {
  formatFileSize,
  LEARNING_FILE_ACCEPT,
  LEARNING_LIMITS,
  LEARNING_TEXTS,
  type ResourceDetail,
} from '@lbd/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilePicker } from '../../../components/files/file-picker';
import { learningFileFailure, learningFileProblem } from '../../../components/learning/learning-files';
import { useFeedback } from '../../../lib/feedback';
import { uploadThroughSignedUrl } from '../../../lib/signed-upload';
import { confirmResourceFile, removeResourceFile, reserveResourceFile, resourceKey } from '../api';

const HINT = `PDF, Word, PowerPoint, Excel, PNG, JPG or ZIP, up to ${formatFileSize(LEARNING_LIMITS.resourceFileBytes)}`;

/**
 * A file resource's file in the editor: upload one (with progress), replace it, remove it. The file is
 * stored at once, apart from Save: what is typed in the form stays as it is. A refusal is shown under
 * the picker in the contract's words (the server checks the bytes, not just the name).
 */
export function ResourceFileField({ resource, error }: { resource: ResourceDetail; error?: string }) {
  const queryClient = useQueryClient();
  const { showToast } = useFeedback();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const show = (detail: ResourceDetail) => queryClient.setQueryData(resourceKey(resource.id), detail);

  const handlePick = async (file: File) => {
    const local = learningFileProblem(file, LEARNING_LIMITS.resourceFileBytes);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const detail = await uploadThroughSignedUrl(file, {
        reserve: () => reserveResourceFile(resource.id, file),
        confirm: (uploadId) => confirmResourceFile(resource.id, uploadId),
        onProgress: setProgress,
      });
      show(detail);
      showToast({ message: LEARNING_TEXTS.fileUploaded, kind: 'success' });
    } catch (e) {
      setProblem(learningFileFailure(e));
    } finally {
      setProgress(null);
    }
  };

  const handleRemove = async () => {
    setProblem(null);
    try {
      show(await removeResourceFile(resource.id));
      showToast({ message: LEARNING_TEXTS.fileRemoved, kind: 'delete' });
    } catch (e) {
      setProblem(learningFileFailure(e));
    }
  };

  const file = resource.file;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        File
      </Typography>
      <FilePicker
        label="Upload the file"
        accept={LEARNING_FILE_ACCEPT}
        files={file ? [file] : []}
        onPick={handlePick}
        onRemove={() => void handleRemove()}
        progress={progress}
        error={problem ?? error ?? null}
        hint={HINT}
      />
      {file && (
        <Link href={file.url} download={file.name} variant="body2">
          Download the current file
        </Link>
      )}
    </Box>
  );
}
