import {
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  type EmailMode,
  type NotificationEmailSetting,
} from '@lbd/shared/notification-emails';
import {
  NOTIFICATION_KEYS,
  notificationKindKey,
  type NotificationKey,
  type NotificationKind,
} from '@lbd/shared/notifications';
import { PROFILE_TEXTS } from '@lbd/shared/profiles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { EMAIL_SETTINGS_KEY, fetchEmailSettings, saveEmailSettings } from './api';

export const EMAIL_SETTINGS_TEXTS = {
  intro:
    'Choose which notifications also reach you by email: each one as it happens, or all of them together in one daily digest each morning. Every email has a link to stop that kind.',
  save: 'Save email settings',
  saving: 'Saving…',
  loadFailed: 'Your email settings could not be loaded.',
  retry: 'Retry',
} as const;

const GROUP_TITLES: Record<NotificationKey, string> = {
  jobs: 'Jobs',
  events: 'Events',
  clubs: 'Clubs',
  posts: 'Posts',
  learning: 'Learning',
};

type Changes = Partial<Record<NotificationKind, EmailMode>>;

function KindRow({
  setting,
  value,
  onChange,
}: {
  setting: NotificationEmailSetting;
  value: EmailMode;
  onChange: (mode: EmailMode) => void;
}) {
  const labelId = `notification-email-${setting.kind}`;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        columnGap: 2,
        py: 0.5,
      }}
    >
      <Typography id={labelId}>{setting.label}</Typography>
      <RadioGroup
        row
        name={labelId}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as EmailMode)}
      >
        {EMAIL_MODES.map((mode) => (
          <FormControlLabel key={mode} value={mode} control={<Radio size="small" />} label={EMAIL_MODE_LABELS[mode]} />
        ))}
      </RadioGroup>
    </Box>
  );
}

/**
 * Profile settings, 'Notification emails': for each kind of notification the profile can get, Off,
 * Immediately or Daily digest. Saves the kinds changed.
 */
export function NotificationEmailSettings() {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const settings = useQuery({
    queryKey: EMAIL_SETTINGS_KEY,
    queryFn: fetchEmailSettings,
    meta: { handleErrors: false },
  });
  const [changes, setChanges] = useState<Changes>({});
  const save = useMutation({
    mutationFn: saveEmailSettings,
    meta: { handleErrors: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(EMAIL_SETTINGS_KEY, saved);
      setChanges({});
      showSnackbar(PROFILE_TEXTS.saved);
    },
    onError: (error) => showPopup(failurePopup(error)),
  });

  if (settings.isPending) return <Skeleton variant="rounded" height={160} />;
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {EMAIL_SETTINGS_TEXTS.retry}
          </Button>
        }
      >
        {EMAIL_SETTINGS_TEXTS.loadFailed}
      </Alert>
    );
  }

  const list = settings.data.settings;
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([kind, mode]) => list.find((s) => s.kind === kind)?.email !== mode),
  ) as Changes;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(changed);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Notification emails">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {EMAIL_SETTINGS_TEXTS.intro}
      </Typography>
      {NOTIFICATION_KEYS.map((key) => {
        const ofGroup = list.filter((s) => notificationKindKey(s.kind) === key);
        if (ofGroup.length === 0) return null;
        return (
          <Box key={key} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="h3" color="primary" sx={{ mb: 0.5 }}>
              {GROUP_TITLES[key]}
            </Typography>
            {ofGroup.map((setting) => (
              <KindRow
                key={setting.kind}
                setting={setting}
                value={changes[setting.kind] ?? setting.email}
                onChange={(mode) => setChanges((current) => ({ ...current, [setting.kind]: mode }))}
              />
            ))}
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={Object.keys(changed).length === 0 || save.isPending}>
          {save.isPending ? EMAIL_SETTINGS_TEXTS.saving : EMAIL_SETTINGS_TEXTS.save}
        </Button>
      </Box>
    </Box>
  );
}
