import {
  POST_LIMITS,
  POST_TEXTS,
  POST_VISIBILITIES,
  POST_VISIBILITY_LABELS,
  type Post,
  type PostPerson,
  type PostVisibility,
} from '@lbd/shared/posts';
import { ACHIEVEMENT_TEXTS } from '@lbd/shared/achievements';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import EmojiEvents from '@mui/icons-material/EmojiEventsOutlined';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { useSession } from '../../../lib/session';
import { apiFieldErrors } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchMentions, uploadPostImage, useCreatePost, useUpdatePost } from '../api';
import { EMPTY_DRAFT, readDraft, saveDraft, type Draft, type DraftImage } from '../composer-draft';
import { ChannelPicker } from './channel-picker';
import { AchievementBlock } from './achievement-block';
import { ShareAchievementDialog } from './share-achievement-dialog';

interface Uploading {
  key: string;
  preview: string;
  progress: number;
}

export interface PostComposerProps {
  /** Editing this post (else a new one, its draft kept in the browser). */
  editing?: Post;
  /** Which visibilities the author can choose (college needs a college, organisation an organisation). */
  visibilities?: readonly PostVisibility[];
  onDone?: (post: Post) => void;
  onCancel?: () => void;
}

function draftOf(post: Post): Draft {
  return {
    html: post.text,
    visibility: post.visibility,
    images: post.images.map((i) => ({ id: i.id, alt: i.alt, thumb_url: i.thumb_url })),
    mentions: post.mentions,
    channel: post.channel ? { specialization_id: post.channel.specialization_id, batch_year: post.channel.batch_year } : null,
    achievement: post.achievement,
  };
}

/** The composer: rich text, photos with previews and alt text, mentions and who may see it. */
export function PostComposer({ editing, visibilities = POST_VISIBILITIES, onDone, onCancel }: PostComposerProps) {
  const { showPopup, showToast } = useFeedback();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : readDraft()));
  const [editorKey, setEditorKey] = useState(0);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mentionQuery, setMentionQuery] = useState('');
  const [options, setOptions] = useState<PostPerson[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  // Students share their verified entries and finished projects, paths and quests (decision 0083).
  const canShare = useSession().user?.profile?.profile_type === 'STUDENT';
  const [picking, setPicking] = useState(false);
  const create = useCreatePost();
  const update = useUpdatePost(editing?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const query = useDebouncedValue(mentionQuery.trim(), 250);

  useEffect(() => {
    if (!editing) saveDraft(draft);
  }, [draft, editing]);
  useEffect(() => {
    if (!query) return setOptions([]);
    let live = true;
    searchMentions(query)
      .then((people) => live && setOptions(people))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [query]);

  const mentionValue = useMemo(
    () => draft.mentions.map((m) => ({ profile_id: m.profile_id, name: m.name, avatar_url: null, profile_type: '' })),
    [draft.mentions],
  );
  const change = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const room = POST_LIMITS.imagesMax - draft.images.length - uploading.length;

  const addFiles = (files: FileList | null) => {
    const picked = Array.from(files ?? []).slice(0, Math.max(0, room));
    if ((files?.length ?? 0) > picked.length) setErrors((e) => ({ ...e, images: POST_TEXTS.tooManyImages }));
    for (const file of picked) {
      const key = `${file.name}-${Math.random()}`;
      const preview = URL.createObjectURL(file);
      setUploading((u) => [...u, { key, preview, progress: 0 }]);
      uploadPostImage(file, (p) => setUploading((u) => u.map((x) => (x.key === key ? { ...x, progress: p } : x))))
        .then((img) => setDraft((d) => ({ ...d, images: [...d.images, { id: img.id, alt: '', thumb_url: img.thumb_url }] })))
        .catch((err: unknown) =>
          setErrors((e) => ({ ...e, images: apiFieldErrors(err)?.file ?? POST_TEXTS.imageRefused })),
        )
        .finally(() => {
          URL.revokeObjectURL(preview);
          setUploading((u) => u.filter((x) => x.key !== key));
        });
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const setAlt = (img: DraftImage, alt: string) =>
    change({ images: draft.images.map((i) => (i.id === img.id ? { ...i, alt } : i)) });

  const handleSubmit = () => {
    setErrors({});
    const body = {
      text: draft.html,
      images: draft.images.map((i) => ({ id: i.id, alt: i.alt })),
      mention_ids: draft.mentions.map((m) => m.profile_id),
      visibility: draft.visibility,
      ...(draft.visibility === 'channel' && draft.channel ? { channel: draft.channel } : {}),
      ...(draft.achievement ? { achievement: { kind: draft.achievement.kind, ref: draft.achievement.ref } } : {}),
    };
    const failed = (err: unknown) => {
      const fields = apiFieldErrors(err);
      if (fields) setErrors(fields);
      else if (err instanceof ApiError && (err.status === 403 || err.status === 429)) showPopup({ heading: 'Uh-Oh!', message: err.message });
      else showPopup({ heading: 'Uh-Oh!', message: POST_TEXTS.postFailed });
    };
    if (editing)
      return update.mutate(body, {
        onSuccess: (post) => onDone?.(post),
        onError: failed,
      });
    create.mutate(body, {
      onSuccess: (post) => {
        setDraft(EMPTY_DRAFT);
        saveDraft(EMPTY_DRAFT);
        setEditorKey((k) => k + 1);
        showToast({ message: POST_TEXTS.posted, kind: 'success' });
        onDone?.(post);
      },
      onError: failed,
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label={editing ? 'Edit post' : 'Write a post'} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <RichTextField
        key={editorKey}
        label={editing ? 'Edit your post' : 'Share something with the community'}
        initialHtml={draft.html}
        onChange={(html) => change({ html })}
        error={errors.text}
      />
      {(draft.images.length > 0 || uploading.length > 0) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, mt: 1 }}>
          {draft.images.map((img, n) => (
            <Box key={img.id} sx={{ position: 'relative' }}>
              <Box component="img" src={img.thumb_url} alt={img.alt || `Photo ${n + 1}`} sx={{ width: '100%', height: 100, objectFit: 'cover', borderRadius: 1 }} />
              <IconButton
                size="small"
                aria-label={`Remove photo ${n + 1}`}
                onClick={() => change({ images: draft.images.filter((i) => i.id !== img.id) })}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.85)' }}
              >
                <Close fontSize="small" />
              </IconButton>
              <TextField
                size="small"
                fullWidth
                placeholder="Describe the photo"
                value={img.alt}
                onChange={(e) => setAlt(img, e.target.value)}
                slotProps={{ htmlInput: { 'aria-label': `Description of photo ${n + 1}`, maxLength: POST_LIMITS.altMax } }}
                sx={{ mt: 0.5 }}
              />
            </Box>
          ))}
          {uploading.map((u) => (
            <Box key={u.key}>
              <Box component="img" src={u.preview} alt="Uploading photo" sx={{ width: '100%', height: 100, objectFit: 'cover', borderRadius: 1, opacity: 0.5 }} />
              <LinearProgress variant="determinate" value={u.progress * 100} aria-label="Upload progress" />
            </Box>
          ))}
        </Box>
      )}
      {errors.images && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.images}
        </Alert>
      )}
      {draft.achievement && (
        <AchievementBlock
          achievement={{ ...draft.achievement, verified: !!draft.achievement.verified_by, verification_url: null }}
          action={
            <IconButton size="small" aria-label="Remove the achievement" onClick={() => change({ achievement: null })}>
              <Close fontSize="small" />
            </IconButton>
          }
        />
      )}
      {(errors.achievement || errors['achievement.ref']) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.achievement ?? errors['achievement.ref']}
        </Alert>
      )}
      <Autocomplete
        multiple
        size="small"
        sx={{ mt: 1.5 }}
        options={options}
        value={mentionValue}
        inputValue={mentionQuery}
        filterOptions={(x) => x}
        isOptionEqualToValue={(a, b) => a.profile_id === b.profile_id}
        getOptionLabel={(p) => `@${p.name}`}
        // The picker clears what was typed itself ('reset') only once someone is picked.
        onInputChange={(_e, v, reason) => reason !== 'reset' && setMentionQuery(v)}
        onChange={(_e, v) => {
          change({ mentions: v.slice(0, POST_LIMITS.mentionsMax).map((p) => ({ profile_id: p.profile_id, name: p.name })) });
          setMentionQuery('');
        }}
        noOptionsText={mentionQuery ? 'No one by that name' : 'Type a name'}
        renderInput={(params) => (
          <TextField {...params} label="Mention people" error={!!errors.mention_ids} helperText={errors.mention_ids} />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          hidden
          data-testid="post-photo-input"
          onChange={(e) => addFiles(e.target.files)}
        />
        <Button
          startIcon={<AddPhotoAlternate />}
          aria-label="Add photos"
          onClick={() => fileInput.current?.click()}
          disabled={room <= 0}
        >
          Photo
        </Button>
        {canShare && (
          <Button startIcon={<EmojiEvents />} onClick={() => setPicking(true)}>
            {ACHIEVEMENT_TEXTS.shareButton}
          </Button>
        )}
        <TextField
          select
          size="small"
          label="Who can see it"
          value={draft.visibility}
          onChange={(e) => change({ visibility: e.target.value as PostVisibility })}
          error={!!errors.visibility}
          helperText={errors.visibility}
          sx={{ minWidth: 160 }}
        >
          {visibilities.map((v) => (
            <MenuItem key={v} value={v}>
              {POST_VISIBILITY_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button variant="contained" onClick={handleSubmit} disabled={saving || uploading.length > 0}>
          {editing ? 'Save' : 'Post'}
        </Button>
      </Stack>
      {draft.visibility === 'channel' && !editing && (
        <ChannelPicker value={draft.channel} onChange={(channel) => change({ channel })} error={errors.channel} />
      )}
      {editing?.channel && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Campus channel: {editing.channel.label}
        </Typography>
      )}
      {canShare && (
        <ShareAchievementDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            change({ achievement: item });
            setErrors(({ achievement: _, ['achievement.ref']: __, ...rest }) => rest);
            setPicking(false);
          }}
        />
      )}
    </Paper>
  );
}
