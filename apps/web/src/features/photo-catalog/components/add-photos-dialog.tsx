import { addPhotoEntryBodySchema, PHOTO_CATALOG_TEXTS as T } from '@lbd/shared/photo-catalog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate } from '../../../lib/form-errors';
import {
  addPhotoEntry,
  createAlbum,
  PHOTO_CATALOG_KEY,
  removeUpload,
  uploadPhoto,
  useAlbums,
  useUploads,
} from '../api';

/**
 * 'Add photos' for an organisation's staff: choose one of their albums (or name a new one), upload photos,
 * then describe each (alt text is required) and add it. Uploads wait on the server until added or removed.
 */
export function AddPhotosDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const { showPopup } = useFeedback();
  const albums = useAlbums(1, true, open);
  const uploads = useUploads(open);
  const [albumId, setAlbumId] = useState<number | ''>('');
  const [newTitle, setNewTitle] = useState('');
  const [alts, setAlts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: PHOTO_CATALOG_KEY });

  const handleCreateAlbum = async () => {
    try {
      const { id } = await createAlbum({ title: newTitle });
      setNewTitle('');
      await refresh();
      setAlbumId(id);
    } catch (e) {
      const fields = apiFieldErrors(e);
      if (fields) setErrors({ album: Object.values(fields)[0]! });
      else showPopup(failurePopup(e));
    }
  };

  const handleFiles = async (files: FileList | null) => {
    if (!files) return;
    try {
      for (const [i, file] of [...files].entries()) {
        setProgress(i / files.length);
        await uploadPhoto(file, (f) => setProgress((i + f) / files.length));
      }
    } catch (e) {
      const fields = apiFieldErrors(e);
      if (fields?.file) setErrors({ file: fields.file });
      else showPopup(failurePopup(e));
    } finally {
      setProgress(null);
      await client.invalidateQueries({ queryKey: PHOTO_CATALOG_KEY });
    }
  };

  const handleAdd = async (uploadId: number) => {
    const v = validate(addPhotoEntryBodySchema, {
      upload_id: uploadId,
      album_id: albumId || undefined,
      alt_text: alts[uploadId] ?? '',
    });
    if (v.errors) {
      setErrors({
        [`alt_${uploadId}`]: v.errors.alt_text ?? '',
        album: v.errors.album_id ? 'Please choose an album' : '',
      });
      return;
    }
    try {
      await addPhotoEntry(v.data);
      setErrors({});
      await refresh();
    } catch (e) {
      const fields = apiFieldErrors(e);
      if (fields?.alt_text) setErrors({ [`alt_${uploadId}`]: fields.alt_text });
      else showPopup(failurePopup(e));
    }
  };

  const own = albums.data?.data ?? [];
  const waiting = uploads.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="add-photos-title">
      <DialogTitle id="add-photos-title">{T.addPhotos}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Album"
            value={albumId}
            onChange={(e) => setAlbumId(Number(e.target.value))}
            error={Boolean(errors.album)}
            helperText={errors.album || ' '}
          >
            {own.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={T.newAlbum}
              value={newTitle}
              onChange={(e) => setNewTitle(e.target.value)}
              size="small"
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={() => void handleCreateAlbum()} disabled={!newTitle.trim()}>
              Create album
            </Button>
          </Stack>
          <Box>
            <Button variant="contained" component="label">
              Choose photos
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                onChange={(e) => void handleFiles(e.target.files)}
              />
            </Button>
            {errors.file && (
              <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                {errors.file}
              </Typography>
            )}
            {progress !== null && (
              <LinearProgress variant="determinate" value={progress * 100} sx={{ mt: 1 }} aria-label="Uploading" />
            )}
          </Box>
          {waiting.map((u) => (
            <Stack
              key={u.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Box
                component="img"
                src={u.thumb_url}
                alt="A photo you uploaded, waiting for its description"
                width={160}
                sx={{ borderRadius: 1 }}
              />
              <TextField
                label="Alt text"
                required
                multiline
                value={alts[u.id] ?? ''}
                onChange={(e) => setAlts({ ...alts, [u.id]: e.target.value })}
                error={Boolean(errors[`alt_${u.id}`])}
                helperText={errors[`alt_${u.id}`] || 'What the photo shows, for people who cannot see it'}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { maxLength: 250 } }}
              />
              <Stack spacing={1}>
                <Button variant="contained" onClick={() => void handleAdd(u.id)}>
                  Add to album
                </Button>
                <Button color="inherit" onClick={() => void removeUpload(u.id).then(refresh)}>
                  Remove
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
