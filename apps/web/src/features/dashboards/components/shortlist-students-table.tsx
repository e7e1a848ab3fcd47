import { SHORTLIST_TEXTS as T, type ShortlistStudent } from '@lbd/shared/shortlists';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region';

/** The skills a row names before '+N more' (the export names them all). */
const SKILLS_SHOWN = 4;

const score = (s: ShortlistStudent) => {
  if (s.cgpa === null) return '–';
  return s.score_format === 'Numeric' ? `${s.cgpa.toFixed(2)} (${s.score}%)` : s.cgpa.toFixed(2);
};

/** A page of students: name (opening the portfolio when it is public), branch, batch, CGPA, backlogs, placed, skills. */
export function ShortlistStudentsTable({
  label,
  students,
  page,
  pages,
  onPage,
}: {
  label: string;
  students: ShortlistStudent[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <ScrollRegion label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Branch</TableCell>
              <TableCell>Batch</TableCell>
              <TableCell>CGPA</TableCell>
              <TableCell>Backlogs</TableCell>
              <TableCell>Placed</TableCell>
              <TableCell>Skills</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((s) => (
              <TableRow key={s.profile_id}>
                <TableCell>
                  {s.portfolio_public ? (
                    <Link component={RouterLink} to={`/portfolio/${s.profile_id}`} aria-label={T.openPortfolio(s.name)}>
                      {s.name}
                    </Link>
                  ) : (
                    <>
                      {s.name}
                      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                        {T.privatePortfolio}
                      </Typography>
                    </>
                  )}
                </TableCell>
                <TableCell>{s.branch ?? '–'}</TableCell>
                <TableCell>{s.batch ?? '–'}</TableCell>
                <TableCell>{score(s)}</TableCell>
                <TableCell>{s.backlogs ?? '–'}</TableCell>
                <TableCell>{s.placed ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  {s.skills.slice(0, SKILLS_SHOWN).join(', ')}
                  {s.skills.length > SKILLS_SHOWN && ` +${s.skills.length - SKILLS_SHOWN} more`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, p) => onPage(p)}
          size="small"
          sx={{ mt: 1 }}
          aria-label={`${label}: pages`}
        />
      )}
    </>
  );
}
