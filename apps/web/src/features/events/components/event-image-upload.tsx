import { EVENT_LIMITS } from '@lbd/shared/events';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { eventKey, uploadEventImage } from '../api';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LIMIT = { avatar: EVENT_LIMITS.avatarBytes, banner: EVENT_LIMITS.bannerBytes } as const;
const NAMES = { avatar: 'event picture', banner: 'banner' } as const;

/** Why a file cannot be this image, or null when it can. Pure. */
export function eventImageProblem(file: Pick<File, 'type' | 'size'>, kind: 'avatar' | 'banner'): string | null {
  if (!TYPES.includes(file.type)) return 'Please choose a JPG, PNG or WebP image.';
  if (file.size > LIMIT[kind]) return `The image must be ${LIMIT[kind] / (1024 * 1024)} MB or smaller.`;
  return null;
}

/**
 * Pick an image for the event's picture or banner and see it; upload it now, or leave it chosen: the
 * editor's Save and Publish upload a chosen image first (the editor holds the choice).
 */
export function EventImageUpload({
  eventId,
  kind,
  currentUrl,
  file,
  onFileChange,
}: {
  eventId: number;
  kind: 'avatar' | 'banner';
  currentUrl: string | null;
  /** The image chosen and not uploaded yet. */
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const setFile = onFileChange;
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadEventImage(eventId, kind, chosen),
    meta: { handleErrors: false },
    onSuccess: (event) => {
      queryClient.setQueryData(eventKey(eventId), event);
      setFile(null);
      showToast({ message: `The ${NAMES[kind]} has been updated.`, kind: 'success' });
    },
    onError: (error) => {
      const message = apiFieldErrors(error)?.file;
      if (message) setProblem(message);
      else showPopup(failurePopup(error));
    },
  });

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const why = eventImageProblem(picked, kind);
    setProblem(why);
    setFile(why ? null : picked);
  };

  const shown = preview ?? currentUrl;
  const label = kind === 'avatar' ? 'Event picture' : 'Banner';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        JPG, PNG or WebP, up to {LIMIT[kind] / (1024 * 1024)} MB{kind === 'banner' ? '; a wide picture works best' : ''}
        .
      </Typography>
      <Box
        sx={{
          width: kind === 'avatar' ? 96 : '100%',
          maxWidth: kind === 'avatar' ? 96 : 420,
          height: 96,
          borderRadius: 2,
          mb: 1,
          bgcolor: 'action.hover',
          backgroundImage: shown ? `url("${shown}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        role="img"
        aria-label={
          preview ? `Preview of the new ${NAMES[kind]}` : shown ? `Current ${NAMES[kind]}` : `No ${NAMES[kind]} yet`
        }
      />
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        onChange={handlePick}
        aria-label={`Choose the ${NAMES[kind]}`}
        data-testid={`event-${kind}-file`}
      />
      {file ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => upload.mutate(file)} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : `Upload ${NAMES[kind]}`}
          </Button>
          <Button onClick={() => setFile(null)} disabled={upload.isPending}>
            Cancel
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => input.current?.click()}>
          Choose {NAMES[kind]}
        </Button>
      )}
      {file && !upload.isPending && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {`Not uploaded yet: Save or Publish uploads it too.`}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
