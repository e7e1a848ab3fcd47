import {
  KIND_LABELS,
  ORG_ENTITY_KINDS,
  type CreatedEntitiesCounts,
  type OrgEntityKind,
} from '@lbd/shared/org-dashboard';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One tile per kind of content: its total and how many are drafts, published and closed. */
export function OrgCountTiles({
  counts,
  kinds = ORG_ENTITY_KINDS,
}: {
  counts: CreatedEntitiesCounts;
  kinds?: readonly OrgEntityKind[];
}) {
  return (
    <Box
      component="ul"
      aria-label="Your content in numbers"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {kinds.map((kind) => {
        const c = counts[kind];
        return (
          <Paper component="li" key={kind} variant="outlined" aria-label={KIND_LABELS[kind]} sx={{ p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {KIND_LABELS[kind]}
            </Typography>
            <Typography variant="h5" component="p">
              {c.total}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {c.draft} draft · {c.published} published · {c.closed} closed
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
