import { PROFILE_TEXTS } from '@lbd/shared/profiles';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { uploadAvatar } from '../api';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TEXTS = {
  wrongType: 'Please choose a JPG, PNG or WebP image.',
  tooLarge: 'The image must be 2 MB or smaller.',
} as const;

/** Why a file cannot be an avatar, or null when it can. Pure. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_TEXTS.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TEXTS.tooLarge;
  return null;
}

/** Profile photo: pick an image, see the preview, upload it (jpg, png or webp up to 2 MB). */
export function AvatarUpload({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const { refetchUser } = useSession();
  const { showToast, showPopup } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
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
    mutationFn: async (chosen: File) => {
      await uploadAvatar(chosen);
      await refetchUser();
    },
    meta: { handleErrors: false },
    onSuccess: () => {
      setFile(null);
      showToast({ message: PROFILE_TEXTS.saved, kind: 'success' });
    },
    onError: (error) => {
      // The server checks the image itself; its message about the file goes under the button.
      const fileMessage = apiFieldErrors(error)?.file;
      if (fileMessage) setProblem(fileMessage);
      else showPopup(failurePopup(error));
    },
  });

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = ''; // the same file can be picked again
    if (!picked) return;
    const why = avatarProblem(picked);
    setProblem(why);
    setFile(why ? null : picked);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={preview ?? avatarUrl ?? undefined}
        alt={preview ? 'Preview of the new photo' : name}
        sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
      >
        {name.charAt(0).toUpperCase() || undefined}
      </Avatar>
      <Box>
        <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Profile photo</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          JPG, PNG or WebP, up to 2 MB.
        </Typography>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={handlePick}
          aria-label="Choose a profile photo"
          data-testid="avatar-file"
        />
        {file ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => upload.mutate(file)} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload photo'}
            </Button>
            <Button onClick={() => setFile(null)} disabled={upload.isPending}>
              Cancel
            </Button>
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => input.current?.click()}>
            Change photo
          </Button>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {problem}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
