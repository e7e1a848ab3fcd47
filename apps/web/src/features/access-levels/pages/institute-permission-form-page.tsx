import { ACCESS_TEXTS as T, INSTITUTE_DASHBOARD_KEYS, type InstituteDashboardKey } from '@lbd/shared/access-levels';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { searchOrgs } from '../../../lib/lookups-api';
import { useCreatePermission, useInstitutePermission, useUpdatePermission } from '../api';
import { DashboardCheckboxes } from '../components/dashboard-checkboxes';
import { refusalText } from '../../../lib/form-errors';

/** /createInstitutePermission and /updateInstitutePermission/{id}: an institute and what its college admins see. */
export default function InstitutePermissionFormPage() {
  const id = Number(useParams().id ?? 0);
  const existing = useInstitutePermission(id);
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const navigate = useNavigate();
  const { showSnackbar } = useFeedback();
  const [institute, setInstitute] = useState<SearchOption | null>(null);
  // A new row starts from what an institute without one sees: everything.
  const [dashboards, setDashboards] = useState<InstituteDashboardKey[]>([...INSTITUTE_DASHBOARD_KEYS]);
  const loaded = existing.data?.data;
  useEffect(() => {
    if (loaded) setDashboards(loaded.dashboards);
  }, [loaded]);

  if (id > 0 && existing.isError) {
    const missing = existing.error instanceof ApiError && existing.error.status === 404;
    return <ErrorView type={missing ? 'notfound' : 'server'} onRetry={() => void existing.refetch()} />;
  }
  if (id > 0 && !loaded) return <PageLoading />;
  const error = refusalText(create.error ?? update.error);
  const done = () => {
    showSnackbar(T.saved);
    void navigate('/institutePermission');
  };
  const save = () => {
    if (loaded) update.mutate({ id, dashboards }, { onSuccess: done });
    else if (institute?.id) create.mutate({ org_id: institute.id, dashboards }, { onSuccess: done });
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {loaded ? T.updatePermissionHeading : T.createPermissionHeading}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {loaded ? (
        <Typography variant="h6" component="h2">
          {loaded.org_name}
        </Typography>
      ) : (
        <SearchAutocomplete
          label="Institute"
          required
          value={institute}
          onChange={setInstitute}
          queryKey={['admin-access', 'institutes']}
          fetchOptions={(text) => searchOrgs('INSTITUTION', text)}
        />
      )}
      <DashboardCheckboxes value={dashboards} onChange={setDashboards} />
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="/institutePermission">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={(!loaded && !institute?.id) || create.isPending || update.isPending}
        >
          Save
        </Button>
      </Stack>
    </Container>
  );
}
