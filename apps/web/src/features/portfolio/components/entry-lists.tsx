import type { CardType, Portfolio, PortfolioEntry, PortfolioEntryOf } from '@lbd/shared/portfolio';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VERIFICATION_PENDING_TEXT, entriesOf, entryView, eventsByRole, verifiedText } from '../entry-view';
import { EntryCard } from './entry-card';
import type { EntryDialogs } from './entry-dialogs';
import { VERIFICATION_TEXTS } from './verification-request-dialog';

type Degree = PortfolioEntryOf<'education'>;
type Subject = PortfolioEntryOf<'semester'>;

/** Edit, Delete and (until someone vouched or was asked) Request verification of one own entry. */
export function EntryActions({
  card,
  entry,
  dialogs,
  degree,
  children,
}: {
  card: CardType;
  entry: PortfolioEntry;
  dialogs: EntryDialogs;
  degree?: Degree;
  children?: ReactNode;
}) {
  const canRequest = !entry.verification && !entry.verification_pending;
  return (
    <>
      <Button size="small" startIcon={<EditOutlined />} onClick={() => dialogs.openEdit(card, entry, degree)}>
        Edit
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => dialogs.openDelete(card, entry)}>
        Delete
      </Button>
      {canRequest && (
        <Button size="small" startIcon={<VerifiedUserOutlined />} onClick={() => dialogs.openVerify(card, entry)}>
          {VERIFICATION_TEXTS.action}
        </Button>
      )}
      {children}
    </>
  );
}

/** A plain list of entries; with `dialogs` each carries its own actions, without it is read-only. */
export function EntryList({
  card,
  entries,
  dialogs,
  isPublic = false,
  headingLevel,
}: {
  card: CardType;
  entries: PortfolioEntry[];
  dialogs?: EntryDialogs;
  isPublic?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {entries.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          isPublic={isPublic}
          headingLevel={headingLevel}
          actions={dialogs ? <EntryActions card={card} entry={entry} dialogs={dialogs} /> : undefined}
        />
      ))}
    </Stack>
  );
}

/** Events under 'Events Attended', 'Events Delivered' and 'Events Organized'. */
export function EventGroups({
  events,
  dialogs,
  isPublic = false,
}: {
  events: PortfolioEntryOf<'events'>[];
  dialogs?: EntryDialogs;
  isPublic?: boolean;
}) {
  return (
    <Stack spacing={3}>
      {eventsByRole(events).map((group) => (
        <Box component="section" key={group.role} aria-label={group.heading}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {group.heading}
          </Typography>
          <EntryList card="events" entries={group.entries} dialogs={dialogs} isPublic={isPublic} headingLevel="h4" />
        </Box>
      ))}
    </Stack>
  );
}

/** A degree's semester subjects, by semester; own subjects can be edited, deleted and verified. */
export function SubjectRows({
  subjects,
  degree,
  dialogs,
  isPublic = false,
}: {
  subjects: Subject[];
  degree: Degree;
  dialogs?: EntryDialogs;
  isPublic?: boolean;
}) {
  if (subjects.length === 0) return null;
  const sorted = [...subjects].sort((a, b) => a.semester_number - b.semester_number || a.name.localeCompare(b.name));
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" sx={{ fontWeight: 700 }} component="p">
        Semester subjects
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mt: 0.5 }} aria-label={`Subjects of ${degree.degree}`}>
        {sorted.map((subject) => {
          const view = entryView(subject);
          return (
            <Box
              component="li"
              key={subject.id}
              data-testid={`entry-semester-${subject.id}`}
              sx={{ listStyle: 'none', p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {view.title}
                </Typography>
                <Chip label={`${subject.points} points`} size="small" color="secondary" sx={{ fontWeight: 700 }} />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {[...view.facts, view.dates].join(' · ')}
              </Typography>
              {subject.skills.length > 0 && (
                <Typography variant="caption" component="p">
                  Skills: {subject.skills.join(', ')}
                </Typography>
              )}
              {subject.verification && (
                <Typography
                  variant="caption"
                  sx={{ color: 'success.dark', display: 'flex', gap: 0.5, alignItems: 'center' }}
                >
                  <Verified sx={{ fontSize: 16 }} aria-hidden />
                  {verifiedText(subject.verification)}
                </Typography>
              )}
              {!isPublic && !subject.verification && subject.verification_pending && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                >
                  <HourglassTop sx={{ fontSize: 16 }} aria-hidden />
                  {VERIFICATION_PENDING_TEXT}
                </Typography>
              )}
              {dialogs && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  <EntryActions card="semester" entry={subject} dialogs={dialogs} degree={degree} />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** Subjects of each degree, keyed by the degree's id. */
export function subjectsByDegree(portfolio: Pick<Portfolio, 'sections'>): Map<number, Subject[]> {
  const map = new Map<number, Subject[]>();
  for (const subject of entriesOf(portfolio, 'semester')) {
    map.set(subject.education_id, [...(map.get(subject.education_id) ?? []), subject]);
  }
  return map;
}

/** Degrees, each with its subjects; own degrees also get 'Add semester'. */
export function DegreeList({
  portfolio,
  dialogs,
  isPublic = false,
}: {
  portfolio: Pick<Portfolio, 'sections'>;
  dialogs?: EntryDialogs;
  isPublic?: boolean;
}) {
  const subjects = subjectsByDegree(portfolio);
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {entriesOf(portfolio, 'education').map((degree) => (
        <EntryCard
          key={degree.id}
          entry={degree}
          isPublic={isPublic}
          actions={
            dialogs ? (
              <EntryActions card="education" entry={degree} dialogs={dialogs}>
                <Button size="small" startIcon={<Add />} onClick={() => dialogs.openAdd('semester', degree)}>
                  Add semester
                </Button>
              </EntryActions>
            ) : undefined
          }
        >
          <SubjectRows subjects={subjects.get(degree.id) ?? []} degree={degree} dialogs={dialogs} isPublic={isPublic} />
        </EntryCard>
      ))}
    </Stack>
  );
}
