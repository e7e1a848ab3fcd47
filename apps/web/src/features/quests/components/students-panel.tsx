import { scorecardScore, type QuestDashboard } from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { useQuestStudents } from '../api';
import { GrantDialog, type GrantStudent } from './grant-dialog';
import { ScrollRegion } from '../../../components/scroll-region';

const STATUS_WORD = { Enrolled: 'Enrolled', Completed: 'Completed', Dropped: 'Left' } as const;

/**
 * The quest's students (GET /api/get_all_students/{id}?type=quest): progress and score, each leading to their
 * scorecard, and the mentor's unlock or skip of a step for one of them.
 */
export function StudentsPanel({
  questId,
  cohortId,
  steps,
}: {
  questId: number;
  cohortId: number | null;
  steps: QuestDashboard['funnel'];
}) {
  const students = useQuestStudents(questId, cohortId);
  const [granting, setGranting] = useState<GrantStudent | null>(null);
  const rows = students.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label="Students" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Students
      </Typography>
      {students.isPending ? (
        <LinearProgress aria-label="Loading the students" />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No students are enrolled yet.
        </Typography>
      ) : (
        <ScrollRegion label="Students of this quest">
          <Table size="small" aria-label="Students of this quest">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Progress</TableCell>
                <TableCell align="right">Steps done</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell>Last activity</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.my_quest_id}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>{STATUS_WORD[s.status]}</TableCell>
                  <TableCell align="right">{`${s.progress}%`}</TableCell>
                  <TableCell align="right">{s.steps_done}</TableCell>
                  <TableCell align="right">{scorecardScore(s.score)}</TableCell>
                  <TableCell>{s.last_activity_on ? indiaDate(s.last_activity_on) : '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={`/scorecard/${questId}?profile_id=${s.profile_id}`}
                      aria-label={`Scorecard of ${s.name}`}
                      sx={{ mr: 1 }}
                    >
                      Scorecard
                    </Link>
                    {s.status === 'Enrolled' && steps.length > 0 && (
                      <Button
                        size="small"
                        onClick={() => setGranting({ profile_id: s.profile_id, name: s.name })}
                        aria-label={`Unlock or skip a step for ${s.name}`}
                      >
                        Unlock / Skip
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <GrantDialog questId={questId} student={granting} steps={steps} onClose={() => setGranting(null)} />
    </Paper>
  );
}
