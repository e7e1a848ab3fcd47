import { ACCESS_TEXTS as T } from '@lbd/shared/access-levels';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { useGrantIntervention, useInterventionHolders, useRevokeIntervention } from '../api';
import { refusalText } from '../../../lib/form-errors';

/** /interventionEditAccess (SPEC §6 editing-intervention access): who may edit others' learning content. */
export default function InterventionAccessPage() {
  const holders = useInterventionHolders();
  const grant = useGrantIntervention();
  const revoke = useRevokeIntervention();
  const [email, setEmail] = useState('');
  const { showSnackbar } = useFeedback();
  const error = refusalText(grant.error ?? revoke.error);
  if (holders.isError) return <ErrorView type="server" onRetry={() => void holders.refetch()} />;
  if (!holders.data) return <PageLoading />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {T.interventionHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {T.interventionIntro}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Email of the person"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          variant="contained"
          disabled={!email.trim() || grant.isPending}
          onClick={() => grant.mutate(email.trim(), { onSuccess: () => (showSnackbar(T.granted), setEmail('')) })}
        >
          Grant access
        </Button>
      </Stack>
      <Paper variant="outlined">
        <Table aria-label="People with editing-intervention access">
          <TableHead>
            <TableRow>
              <TableCell>Person</TableCell>
              <TableCell>Through</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {holders.data.data.map((h) => (
              <TableRow key={h.user_id}>
                <TableCell>
                  {h.name && <div>{h.name}</div>}
                  <Typography variant="body2" color="text.secondary">
                    {h.email}
                  </Typography>
                </TableCell>
                <TableCell>{h.levels.join(', ')}</TableCell>
                <TableCell align="right">
                  {h.direct ? (
                    <Button
                      color="error"
                      size="small"
                      aria-label={`Revoke editing intervention from ${h.email ?? h.name ?? 'this person'}`}
                      onClick={() => revoke.mutate(h.user_id, { onSuccess: () => showSnackbar(T.revoked) })}
                    >
                      Revoke
                    </Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Through another level
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Container>
  );
}
