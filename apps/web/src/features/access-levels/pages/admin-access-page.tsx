import { ACCESS_TEXTS as T, CAPABILITY_NAMES, type AccessLevel } from '@lbd/shared/access-levels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { useSession } from '../../../lib/session';
import { userHolds } from '../user-holds';
import { ADMIN_CAPABILITIES } from '@lbd/shared/access';
import { useAccessLevels, useGrant, useRevoke } from '../api';
import { LevelDialog } from '../components/level-dialog';
import { refusalText } from '../../../lib/form-errors';

function GrantForm({ levels }: { levels: AccessLevel[] }) {
  const [email, setEmail] = useState('');
  const [levelId, setLevelId] = useState<number | ''>('');
  const grant = useGrant();
  const { showSnackbar } = useFeedback();
  const error = refusalText(grant.error);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="grant-heading" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="grant-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Grant a level
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Email of the person"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          type="email"
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label="Access level"
          value={levelId}
          onChange={(e) => setLevelId(Number(e.target.value))}
          sx={{ flex: 1, minWidth: 200 }}
        >
          {levels.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!email.trim() || levelId === '' || grant.isPending}
          onClick={() =>
            grant.mutate(
              { email: email.trim(), level_id: Number(levelId) },
              { onSuccess: () => (showSnackbar(T.granted), setEmail('')) },
            )
          }
        >
          Grant
        </Button>
      </Stack>
    </Paper>
  );
}

function LevelCard({ level, onEdit }: { level: AccessLevel; onEdit: () => void }) {
  const revoke = useRevoke();
  const { showSnackbar } = useFeedback();
  const error = refusalText(revoke.error);
  return (
    <Paper variant="outlined" component="article" aria-label={level.name} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {level.name}
        </Typography>
        {level.built_in && <Chip size="small" label="Built in" />}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          <Button size="small" component={RouterLink} to={`/adminAccess/${level.id}/viewAs`}>
            View as
          </Button>
          {!level.built_in && (
            <Button size="small" onClick={onEdit}>
              Edit
            </Button>
          )}
        </Box>
      </Box>
      {level.description && <Typography color="text.secondary">{level.description}</Typography>}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 1 }}>
        {level.capabilities.map((c) => (
          <Chip key={c} size="small" variant="outlined" color="primary" label={CAPABILITY_NAMES[c]} />
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3">
        Held by {level.holders.length === 0 ? 'nobody yet' : ''}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {level.holders.map((h) => (
          <li key={h.id}>
            <Chip label={h.name ? `${h.name} (${h.email})` : (h.email ?? h.user_id)} />
            <Button
              size="small"
              color="error"
              aria-label={`Revoke ${level.name} from ${h.email ?? h.name ?? 'this person'}`}
              onClick={() => revoke.mutate(h.id, { onSuccess: () => showSnackbar(T.revoked) })}
            >
              Revoke
            </Button>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** /adminAccess (issue 29 item 7): access levels, who holds them, grant and revoke, create and edit. */
export default function AdminAccessPage() {
  const { user } = useSession();
  const levels = useAccessLevels();
  const [editing, setEditing] = useState<AccessLevel | 'new' | null>(null);
  if (levels.isError) return <ErrorView type="server" onRetry={() => void levels.refetch()} />;
  if (!levels.data) return <PageLoading />;
  const held = ADMIN_CAPABILITIES.filter((c) => userHolds(user, c));
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1">
          {T.levelsHeading}
        </Typography>
        <Button variant="outlined" sx={{ ml: 'auto' }} onClick={() => setEditing('new')}>
          New level
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {T.levelsIntro}
      </Typography>
      <GrantForm levels={levels.data.data} />
      <Stack spacing={2}>
        {levels.data.data.map((l) => (
          <LevelCard key={l.id} level={l} onEdit={() => setEditing(l)} />
        ))}
      </Stack>
      {editing && (
        <LevelDialog level={editing === 'new' ? null : editing} held={held} onClose={() => setEditing(null)} />
      )}
    </Container>
  );
}
