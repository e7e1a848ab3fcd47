import { ORG_TEXTS, type InstituteOrg } from '@lbd/shared/orgs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useInstituteOrg } from '../api';
import { OrgContent } from '../components/org-content';
import { OrgHeader } from '../components/org-header';
import { About, Section } from '../components/org-sections';
import { idFrom } from '../org-view';

function Mix({ label, rows }: { label: string; rows: InstituteOrg['degrees'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No students yet.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {rows.map((r) => (
            <Chip key={r.id} label={`${r.name} · ${r.students}`} variant="outlined" />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** /institute/{id}: an institution, its students on the platform by degree and specialization, its jobs and mentors. */
export function InstitutePage() {
  const params = useParams();
  const id = idFrom(params.id);
  if (id === null) return <ErrorView type="notfound" />;
  return <InstituteView id={id} />;
}

function InstituteView({ id }: { id: number }) {
  const org = useInstituteOrg(id);
  if (!org.data) return <PageLoading />;
  const data = org.data;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <OrgHeader org={data} students={data.students} />
      <Section title={ORG_TEXTS.about}>
        <About org={data} />
      </Section>
      <Section title={ORG_TEXTS.students}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Mix label="By degree" rows={data.degrees} />
          <Mix label="By specialization" rows={data.specializations} />
        </Box>
      </Section>
      <Section title={ORG_TEXTS.jobs}>
        <OrgContent kind="jobs" orgId={data.id} />
      </Section>
      <Section title={ORG_TEXTS.mentors}>
        <OrgContent kind="mentors" orgId={data.id} />
      </Section>
    </Box>
  );
}
