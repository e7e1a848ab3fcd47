/** What a student is after: career paths, topic-interest skills, degree and specialization. */
export interface StudentInterests {
  jobRoles: Map<number, string>;
  skillIds: Set<number>;
  degree: { id: number; name: string } | null;
  specialization: { id: number; name: string } | null;
}

/** Anything recommended to students (jobs, events, clubs, readings): what it is about and for whom. */
export interface Rankable {
  job_role_ids: number[];
  skill_ids: number[];
  degree_ids: number[];
  specialization_ids: number[];
}

/** Weights: a shared career path counts most, then the specialization and degree, then each skill. */
export const WEIGHTS = { jobRole: 3, specialization: 2, degree: 2, skill: 1 } as const;

/**
 * How well an item fits a student, and the one-line reason shown on its card: the part of the overlap
 * that weighs most. Items that share nothing score 0 and carry `fallback` (e.g. 'recently posted').
 */
export function rankItem(
  item: Rankable,
  student: StudentInterests,
  fallback = 'recently posted',
): { score: number; reason: string } {
  const roles = item.job_role_ids.filter((id) => student.jobRoles.has(id));
  const skills = item.skill_ids.filter((id) => student.skillIds.has(id)).length;
  const spec = student.specialization !== null && item.specialization_ids.includes(student.specialization.id);
  const degree = student.degree !== null && item.degree_ids.includes(student.degree.id);

  const parts: { weight: number; reason: string }[] = [];
  if (roles.length > 0) {
    parts.push({
      weight: roles.length * WEIGHTS.jobRole,
      reason:
        roles.length === 1
          ? `fits your career path ${student.jobRoles.get(roles[0]!)}`
          : `fits ${roles.length} of your career paths`,
    });
  }
  if (skills > 0) {
    parts.push({ weight: skills * WEIGHTS.skill, reason: `matches ${skills} of your skills` });
  }
  if (spec) parts.push({ weight: WEIGHTS.specialization, reason: `open to ${student.specialization!.name} students` });
  if (degree) parts.push({ weight: WEIGHTS.degree, reason: `open to ${student.degree!.name} students` });

  const score = parts.reduce((sum, p) => sum + p.weight, 0);
  const best = parts.reduce<(typeof parts)[number] | null>((top, p) => (top && top.weight >= p.weight ? top : p), null);
  return { score, reason: best?.reason ?? fallback };
}
