import { CGPA_TO_PERCENT, type Eligibility, type EligibilityCriterion } from '@lbd/shared';

type Named = { id: number; name: string };

/** A job's criteria, with names for the catalogue ids. */
export interface JobCriteria {
  degrees: Named[];
  specializations: Named[];
  min_cgpa: number | null;
  min_percentage: number | null;
  max_backlogs: number | null;
  graduation_years: number[];
}

/** The score and backlogs of a student's latest degree: CGPA (GPA format) or percentage (Numeric). */
export interface EducationScore {
  cgpa?: number;
  percentage?: number;
  backlogs: number;
}

/** What eligibility is judged on: the profile's degree, specialization and year, and the latest degree's score. */
export interface StudentRecord {
  degree: Named | null;
  specialization: Named | null;
  graduation_year: number | null;
  education: EducationScore | null;
}

const fmt = (n: number) => (Number.isInteger(n * 10) ? n.toFixed(1) : String(Math.round(n * 100) / 100));
const either = (names: (string | number)[]) =>
  names.length <= 3 ? names.join(' or ') : `${names.slice(0, 3).join(', ')} or ${names.length - 3} more`;

function fromList(label: string, wanted: Named[], own: Named | null): EligibilityCriterion {
  const met = own !== null && wanted.some((w) => w.id === own.id);
  const needs = either(wanted.map((w) => w.name));
  return { name: label, met, detail: met ? own!.name : `${own?.name ?? `No ${label.toLowerCase()}`}, needs ${needs}` };
}

function score(job: JobCriteria, edu: EducationScore | null): EligibilityCriterion {
  const { min_cgpa: minCgpa, min_percentage: minPct } = job;
  if (edu?.cgpa !== undefined && minCgpa !== null) {
    return { name: 'CGPA', met: edu.cgpa >= minCgpa, detail: `CGPA ${fmt(edu.cgpa)}, needs ${fmt(minCgpa)}` };
  }
  if (edu?.percentage !== undefined && minPct !== null) {
    const pct = edu.percentage;
    return { name: 'Percentage', met: pct >= minPct, detail: `Percentage ${fmt(pct)}, needs ${fmt(minPct)}` };
  }
  if (edu?.cgpa !== undefined && minPct !== null) {
    const pct = edu.cgpa * CGPA_TO_PERCENT;
    const detail = `CGPA ${fmt(edu.cgpa)} (about ${fmt(pct)}%), needs ${fmt(minPct)}%`;
    return { name: 'Percentage', met: pct >= minPct, detail };
  }
  if (edu?.percentage !== undefined && minCgpa !== null) {
    const cgpa = edu.percentage / CGPA_TO_PERCENT;
    const detail = `Percentage ${fmt(edu.percentage)} (about CGPA ${fmt(cgpa)}), needs CGPA ${fmt(minCgpa)}`;
    return { name: 'CGPA', met: cgpa >= minCgpa, detail };
  }
  const name = minCgpa !== null ? 'CGPA' : 'Percentage';
  const needs = minCgpa !== null ? fmt(minCgpa) : fmt(minPct!);
  return { name, met: false, detail: `No ${name} on your latest degree, needs ${needs}` };
}

function backlogs(max: number, edu: EducationScore | null): EligibilityCriterion {
  if (!edu)
    return { name: 'Backlogs', met: false, detail: `No backlog details on your latest degree, at most ${max} allowed` };
  const count = edu.backlogs === 0 ? 'No backlogs' : `${edu.backlogs} backlog${edu.backlogs === 1 ? '' : 's'}`;
  return { name: 'Backlogs', met: edu.backlogs <= max, detail: `${count}, at most ${max} allowed` };
}

/**
 * How far a student meets a job's criteria: each criterion the job sets is met or not, with a
 * one-line detail; percent = criteria met / criteria set x 100, and 100 when the job sets none.
 */
export function eligibility(job: JobCriteria, student: StudentRecord): Eligibility {
  const criteria: EligibilityCriterion[] = [];
  if (job.degrees.length > 0) criteria.push(fromList('Degree', job.degrees, student.degree));
  if (job.specializations.length > 0)
    criteria.push(fromList('Specialization', job.specializations, student.specialization));
  if (job.graduation_years.length > 0) {
    const year = student.graduation_year;
    const met = year !== null && job.graduation_years.includes(year);
    const needs = either(job.graduation_years);
    const detail = met ? `Graduating ${year}` : `${year ? `Graduating ${year}` : 'No graduation year'}, needs ${needs}`;
    criteria.push({ name: 'Graduation year', met, detail });
  }
  if (job.min_cgpa !== null || job.min_percentage !== null) criteria.push(score(job, student.education));
  if (job.max_backlogs !== null) criteria.push(backlogs(job.max_backlogs, student.education));
  const met = criteria.filter((c) => c.met).length;
  const percent = criteria.length === 0 ? 100 : Math.floor((met / criteria.length) * 100);
  return { percent, criteria };
}
