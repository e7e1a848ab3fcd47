import type { QuestDashboard } from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { indiaDate } from '../../../lib/dates';
import { countText } from '../quest-view';
import { NudgeDialog, type NudgeTarget } from './nudge-dialog';
import { ScrollRegion } from '../../../components/scroll-region';

type AtRisk = QuestDashboard['at_risk'][number];

/** The students at risk (why, their progress, when they last moved), each with a nudge, and a nudge to those selected. */
export function AtRiskPanel({ questId, students }: { questId: number; students: AtRisk[] }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<NudgeTarget | null>(null);
  // Only students still in the list count (the cohort or the day may have changed it).
  const chosen = students.filter((s) => selected.has(s.profile_id));
  const allChosen = students.length > 0 && chosen.length === students.length;
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Paper variant="outlined" component="section" aria-label="Students at risk" sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Students at risk
        </Typography>
        {students.length > 0 && (
          <Button
            variant="contained"
            size="small"
            disabled={chosen.length === 0}
            onClick={() =>
              setTarget({
                profile_ids: chosen.map((s) => s.profile_id),
                label: chosen.length === 1 ? chosen[0]!.name : countText(chosen.length, 'student', 'students'),
              })
            }
          >
            {`Nudge selected (${chosen.length})`}
          </Button>
        )}
      </Stack>
      {students.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No student is at risk right now.
        </Typography>
      ) : (
        <ScrollRegion label="Students at risk (table)">
          <Table size="small" aria-label="Students at risk">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(students.map((s) => s.profile_id)))}
                    slotProps={{ input: { 'aria-label': 'Select every student at risk' } }}
                  />
                </TableCell>
                <TableCell>Student</TableCell>
                <TableCell align="right">Progress</TableCell>
                <TableCell>Last activity</TableCell>
                <TableCell>Why</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {students.map((s) => (
                <TableRow key={s.profile_id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(s.profile_id)}
                      onChange={() => toggle(s.profile_id)}
                      slotProps={{ input: { 'aria-label': `Select ${s.name}` } }}
                    />
                  </TableCell>
                  <TableCell>{s.name}</TableCell>
                  <TableCell align="right">{`${s.progress}%`}</TableCell>
                  <TableCell>{s.last_activity_on ? indiaDate(s.last_activity_on) : 'Never'}</TableCell>
                  <TableCell>{s.reason}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setTarget({ profile_ids: [s.profile_id], label: s.name })}
                      aria-label={`Nudge ${s.name}`}
                    >
                      Nudge
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <NudgeDialog
        questId={questId}
        target={target}
        onClose={() => setTarget(null)}
        onSent={() => setSelected(new Set())}
      />
    </Paper>
  );
}
