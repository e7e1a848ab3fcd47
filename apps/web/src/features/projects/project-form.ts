import {
  projectBodySchema,
  type LearningProgram,
  type ProjectBody,
  type ProjectDetail,
  type ProjectDifficulty,
} from '@lbd/shared';
import type { Picked } from '../../components/catalogue-multi-select';
import { validate, type FieldErrors } from '../../lib/form-errors';

/** What the project editor holds: numbers as typed, tags as picked (id and name). */
export interface ProjectFormValues extends Record<string, unknown> {
  title: string;
  summary: string;
  description: string;
  duration_weeks: string;
  difficulty: ProjectDifficulty;
  team_size: string;
  mentors: Picked[];
  skills: Picked[];
  job_roles: Picked[];
  life_skills: Picked[];
  programs: LearningProgram[];
}

const picked = (list: readonly { id: number; name: string }[]): Picked[] =>
  list.map((x) => ({ id: x.id, label: x.name }));

/** The editor's values for a saved project. Pure. */
export function formFromProject(project: ProjectDetail): ProjectFormValues {
  return {
    title: project.title,
    summary: project.summary,
    description: project.description,
    duration_weeks: project.duration_weeks === null ? '' : String(project.duration_weeks),
    difficulty: project.difficulty,
    team_size: String(project.team_size),
    mentors: project.mentors.map((m) => ({ id: m.profile_id, label: m.name })),
    skills: picked(project.skills),
    job_roles: picked(project.job_roles),
    life_skills: picked(project.life_skills),
    programs: [...project.programs],
  };
}

/** A whole number typed in a field, null when empty; NaN (caught by the schema) when not a number. */
const whole = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The body of PUT /api/projects/{id}, or the messages of the fields that are wrong, keyed as the API keys them. Pure. */
export function projectBodyFromForm(
  values: ProjectFormValues,
): { body: ProjectBody; errors: null } | { body: null; errors: FieldErrors } {
  const body = {
    title: values.title,
    summary: values.summary,
    description: values.description,
    duration_weeks: whole(values.duration_weeks),
    difficulty: values.difficulty,
    team_size: whole(values.team_size) ?? 1,
    mentor_profile_ids: values.mentors.map((m) => m.id),
    skill_ids: values.skills.map((s) => s.id),
    job_role_ids: values.job_roles.map((r) => r.id),
    life_skill_ids: values.life_skills.map((s) => s.id),
    programs: values.programs,
  };
  const checked = validate(projectBodySchema, body);
  if (checked.errors) return { body: null, errors: checked.errors };
  return { body, errors: null };
}

/**
 * Where the API's field names show in the editor: the ids lists sit on their pickers. A message for a
 * field the form has not got stays for the form's own alert. Pure.
 */
export const FIELD_OF: Readonly<Record<string, string>> = {
  mentor_profile_ids: 'mentors',
  skill_ids: 'skills',
  job_role_ids: 'job_roles',
  life_skill_ids: 'life_skills',
};

export function editorErrors(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const root = key.split('.')[0] ?? key;
    const name = FIELD_OF[root] ?? root;
    if (!(name in out)) out[name] = message;
  }
  return out;
}
