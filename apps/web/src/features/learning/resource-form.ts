import type { LearningProgram, ResourceBody, ResourceDetail, ResourceKind } from '@lbd/shared';
import type { Picked } from '../../components/catalogue-multi-select';
import { isEmptyRichText } from '../../components/rich-text/rich-text';

/** What the resource editor holds while it is being typed (nothing of it is lost when a save fails). */
export interface ResourceFormValues extends Record<string, unknown> {
  title: string;
  kind: ResourceKind;
  body: string;
  url: string;
  /** Minutes, as typed. */
  duration: string;
  skills: Picked[];
  job_roles: Picked[];
  life_skills: Picked[];
  programs: LearningProgram[];
}

const picked = (tags: { id: number; name: string }[]): Picked[] => tags.map((t) => ({ id: t.id, label: t.name }));

export function formFromResource(r: ResourceDetail): ResourceFormValues {
  return {
    title: r.title,
    kind: r.kind,
    body: r.body,
    url: r.url ?? '',
    duration: r.duration === null ? '' : String(r.duration),
    skills: picked(r.skills),
    job_roles: picked(r.job_roles),
    life_skills: picked(r.life_skills),
    programs: [...r.programs],
  };
}

/** The request body: an empty rich-text body ('<p></p>') is sent as empty; minutes as a whole number. */
export function resourceBodyFromForm(v: ResourceFormValues): ResourceBody {
  const minutes = v.duration.trim() === '' ? null : Math.floor(Number(v.duration));
  return {
    title: v.title.trim(),
    kind: v.kind,
    body: isEmptyRichText(v.body) ? '' : v.body,
    url: v.url.trim() === '' ? null : v.url.trim(),
    duration: minutes === null || Number.isNaN(minutes) ? null : minutes,
    skill_ids: v.skills.map((s) => s.id),
    job_role_ids: v.job_roles.map((s) => s.id),
    life_skill_ids: v.life_skills.map((s) => s.id),
    programs: v.programs,
  };
}

/** Does this kind of resource take a link? */
export const takesUrl = (kind: ResourceKind) => kind === 'video' || kind === 'link';
