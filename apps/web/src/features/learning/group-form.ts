import type { LearningProgram, ResourceGroupBody, ResourceGroupDetail, ResourceSummary } from '@lbd/shared';
import type { Picked } from '../../components/catalogue-multi-select';
import { isEmptyRichText } from '../../components/rich-text/rich-text';

/** One resource of a learning path as the editor holds it. */
export interface GroupItemValue {
  resource: Pick<ResourceSummary, 'id' | 'title' | 'kind' | 'duration'>;
  required: boolean;
  /** Days after enrolment, as typed ('' for none). */
  due_days: string;
}

export interface GroupFormValues extends Record<string, unknown> {
  title: string;
  summary: string;
  description: string;
  /** Rupees, as typed ('' or 0 is free). */
  price: string;
  certificate: boolean;
  items: GroupItemValue[];
  skills: Picked[];
  job_roles: Picked[];
  life_skills: Picked[];
  programs: LearningProgram[];
}

const picked = (tags: { id: number; name: string }[]): Picked[] => tags.map((t) => ({ id: t.id, label: t.name }));

export function formFromGroup(g: ResourceGroupDetail): GroupFormValues {
  return {
    title: g.title,
    summary: g.summary,
    description: g.description,
    price: g.price_paise > 0 ? String(g.price_paise / 100) : '',
    certificate: g.certificate,
    items: g.items.map((i) => ({
      resource: i.resource,
      required: i.required,
      due_days: i.due_days === null ? '' : String(i.due_days),
    })),
    skills: picked(g.skills),
    job_roles: picked(g.job_roles),
    life_skills: picked(g.life_skills),
    programs: [...g.programs],
  };
}

const wholeOrNull = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Math.floor(Number(text));
  return Number.isNaN(n) ? null : n;
};

/** The request body: items in the order shown (their seq), price in paise. */
export function groupBodyFromForm(v: GroupFormValues): ResourceGroupBody {
  const rupees = Number(v.price || 0);
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    description: isEmptyRichText(v.description) ? '' : v.description,
    price_paise: Number.isNaN(rupees) ? 0 : Math.round(rupees * 100),
    certificate: v.certificate,
    items: v.items.map((i) => ({
      resource_id: i.resource.id,
      required: i.required,
      due_days: wholeOrNull(i.due_days),
    })),
    skill_ids: v.skills.map((s) => s.id),
    job_role_ids: v.job_roles.map((s) => s.id),
    life_skill_ids: v.life_skills.map((s) => s.id),
    programs: v.programs,
  };
}

/** Move one item from one place to another (up, down, or where it was dropped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
