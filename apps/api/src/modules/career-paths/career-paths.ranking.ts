/** Which career-path types suit a stream of study, most suitable first. */
const STREAM_TYPES: Record<string, string[]> = {
  Engineering: ['Technology', 'Core Engineering', 'Data'],
  'Computer Applications': ['Technology', 'Data', 'Design'],
  Science: ['Data', 'Healthcare', 'Technology', 'Education'],
  Commerce: ['Finance', 'Business', 'Marketing'],
  Management: ['Business', 'Marketing', 'Human Resources', 'Finance'],
  Arts: ['Media', 'Education', 'Human Resources', 'Marketing'],
  Law: ['Law', 'Business'],
  Medicine: ['Healthcare'],
  Pharmacy: ['Healthcare'],
  Design: ['Design', 'Media', 'Marketing'],
  Architecture: ['Design', 'Core Engineering'],
  Education: ['Education', 'Human Resources'],
};

export interface RankInput {
  specialization: { name: string; stream: string } | null;
  /** Lower-case skill names the student has shown interest in or used in the portfolio. */
  skills: Set<string>;
}

export interface RankableRole {
  id: number;
  name: string;
  description: string;
  type: string;
  skills: { name: string; display_name: string }[];
}

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((w) => w.length > 3),
  );

/**
 * Score a career path for a student: the stream's fit with the path's type, words the
 * specialization shares with the path, and the student's skills the path uses. Pure.
 */
export function rankJobRole(role: RankableRole, input: RankInput): { score: number; reasons: string[] } {
  let score = 0;
  const reasons: string[] = [];
  if (input.specialization) {
    const types = STREAM_TYPES[input.specialization.stream] ?? [];
    const fit = types.indexOf(role.type);
    if (fit >= 0) {
      score += 30 - fit * 6;
      reasons.push(`Common for ${input.specialization.stream} graduates`);
    }
    const shared = [...words(input.specialization.name)].filter((w) =>
      words(`${role.name} ${role.description}`).has(w),
    );
    if (shared.length > 0) {
      score += 15 * shared.length;
      reasons.push(`Matches your specialization (${input.specialization.name})`);
    }
  }
  const used = role.skills.filter((s) => input.skills.has(s.name));
  if (used.length > 0) {
    score += 10 * used.length;
    const names = used.slice(0, 3).map((s) => s.display_name);
    reasons.push(`Uses ${used.length} of your skills: ${names.join(', ')}${used.length > 3 ? ', ...' : ''}`);
  }
  return { score, reasons };
}
