import { STEP_KIND_LABELS, type QuestDetail } from '@lbd/shared/quests';
import AccountTree from '@mui/icons-material/AccountTree';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Insights from '@mui/icons-material/Insights';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { isEmptyRichText } from '../../../components/rich-text/rich-text';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { indiaDate } from '../../../lib/dates';
import { useQuest } from '../api';
import { EnrolPanel } from '../components/enrol-panel';
import { countText, kindsText, PAGE_TEXTS as T, priceText, weeksText } from '../quest-view';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Tags({ label, items }: { label: string; items: { id: number; name: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {items.map((t) => (
          <Chip key={t.id} size="small" variant="outlined" label={t.name} />
        ))}
      </Stack>
    </Box>
  );
}

/** The steps in the quest's order: kind, title and the rule that opens each, in words. */
function Steps({ quest }: { quest: QuestDetail }) {
  if (quest.steps.length === 0) return <Typography color="text.secondary">{T.noSteps}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Steps in order">
      {quest.steps.map((step, i) => (
        <Box component="li" key={step.key} sx={{ display: 'flex', gap: 1.5 }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
            {i + 1}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{step.title}</Typography>
              <Chip size="small" label={STEP_KIND_LABELS[step.kind]} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {step.rule_text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Cohorts({ quest }: { quest: QuestDetail }) {
  if (quest.cohorts.length === 0) return null;
  return (
    <Section title="Cohorts">
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Cohorts">
        {quest.cohorts.map((c) => (
          <Box component="li" key={c.id}>
            <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                `Starts ${indiaDate(c.starts_on)}`,
                c.ends_on ? `ends ${indiaDate(c.ends_on)}` : null,
                `${c.enrolled_count} enrolled`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

function QuestView({ quest }: { quest: QuestDetail }) {
  const facts = [
    countText(quest.step_count, 'step', 'steps'),
    kindsText(quest.kinds) || null,
    weeksText(quest.duration_weeks),
    `${quest.points} points`,
    `${quest.enrolled_count} enrolled`,
  ].filter(Boolean);
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
          <Chip size="small" color="primary" variant="outlined" label="Quest" />
          <Chip size="small" variant="outlined" label={priceText(quest.price_paise)} />
          {quest.status !== 'published' && (
            <Chip size="small" variant="outlined" label={quest.status === 'draft' ? 'Draft' : 'Archived'} />
          )}
          {(quest.org ?? quest.author) && (
            <Typography variant="body2" color="text.secondary">
              by {quest.org?.name ?? quest.author?.name}
            </Typography>
          )}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, overflowWrap: 'anywhere' }}>
          {quest.title}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', mt: 1.5, alignItems: { md: 'flex-start' } }}
        >
          <Stack spacing={1}>
            {quest.summary && <Typography sx={{ overflowWrap: 'anywhere' }}>{quest.summary}</Typography>}
            <Typography color="text.secondary">{facts.join(' · ')}</Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 1 }}>
              <Button startIcon={<AccountTree />} component={RouterLink} to={`/questGraph/${quest.id}`}>
                See the graph
              </Button>
              {quest.can_edit && (
                <>
                  <Button
                    startIcon={<EditOutlined />}
                    variant="outlined"
                    component={RouterLink}
                    to={`/editQuest/${quest.id}`}
                  >
                    Edit
                  </Button>
                  <Button
                    startIcon={<Insights />}
                    variant="outlined"
                    component={RouterLink}
                    to={`/questDashboard/${quest.id}`}
                  >
                    Dashboard
                  </Button>
                </>
              )}
            </Stack>
          </Stack>
          <EnrolPanel quest={quest} />
        </Stack>
      </Paper>
      <Section title="About this quest">
        {!isEmptyRichText(quest.description) ? (
          <RichText html={quest.description} />
        ) : (
          <Typography color="text.secondary">{T.noDescription}</Typography>
        )}
        <Tags label="Skills" items={quest.skills} />
        <Tags label="Career paths" items={quest.job_roles} />
        <Tags label="Life skills" items={quest.life_skills} />
      </Section>
      <Section title="Steps">
        <Steps quest={quest} />
      </Section>
      <Cohorts quest={quest} />
    </Stack>
  );
}

/** /quests/{id}: the quest, its steps in order with their rules, its cohorts; students enrol, authors edit. */
export default function QuestDetailPage() {
  const id = Number(useParams().id);
  const quest = useQuest(id);
  if (!quest.data) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <QuestView quest={quest.data} />
    </Box>
  );
}
