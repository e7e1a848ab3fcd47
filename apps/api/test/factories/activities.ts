import type { CreateAssignmentBody } from '@lbd/shared';
import type { App } from '../../src/app';
import { bearer } from './index';

const HOUR = 3_600_000;
/** An instant this many hours from a reference time (the test clock's now). */
export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();

/**
 * A valid peer-evaluation activity around `now`: comments open from an hour ago for two days, peer
 * evaluation open from an hour ago for three days.
 */
export function activityBody(now: Date, overrides: Partial<CreateAssignmentBody> = {}): CreateAssignmentBody {
  return {
    title: 'Design a footbridge',
    type: 'Case study',
    description: 'Sketch and justify a footbridge over the campus canal.',
    assignment_que: [{ question: 'What load does it carry?' }, { question: 'Which material, and why?' }],
    max_score: 100,
    mentor_assessment_score: 60,
    peer_assessment_score: 40,
    duration: 90,
    learning_path: 'PEER',
    peer_evaluation: true,
    final_evaluation: false,
    enable_at: hoursFrom(now, -1),
    disable_at: hoursFrom(now, 48),
    peer_enable_at: hoursFrom(now, -1),
    peer_disable_at: hoursFrom(now, 72),
    ...overrides,
  };
}

export async function createActivity(app: App, token: string, body: CreateAssignmentBody): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/assignments', headers: bearer(token), payload: body });
  if (res.statusCode !== 201) throw new Error(`create activity failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** Enrol students; answers profile id -> my_assignment id. */
export async function enrolStudents(app: App, token: string, id: number, profileIds: number[]) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/assignments/${id}/enroll`,
    headers: bearer(token),
    payload: { profile_ids: profileIds },
  });
  if (res.statusCode !== 200) throw new Error(`enrol failed: ${res.statusCode} ${res.body}`);
  const out = new Map<number, number>();
  for (const e of res.json().data.enrolled as { profile_id: number; my_assignment_id: number }[])
    out.set(e.profile_id, e.my_assignment_id);
  return out;
}

/** The three calls of a SPEC §7.6 upload; the PUT goes to the API (disk) or over HTTP (S3). */
export async function uploadFile(
  app: App,
  token: string,
  uploaderId: number,
  assignmentId: number,
  name: string,
  bytes: Buffer,
) {
  const first = await app.inject({
    method: 'POST',
    url: '/api/my_profile/file_upload',
    headers: bearer(token),
    payload: { file_name: name, uploader_id: uploaderId, assignment_id: assignmentId },
  });
  if (first.statusCode !== 200) return { step: 'request' as const, res: first };
  const { success: url, data } = first.json() as { success: string; data: { filename: string; content_type: string } };
  const put = url.startsWith('/')
    ? (await app.inject({ method: 'PUT', url, headers: { 'content-type': data.content_type }, payload: bytes })).statusCode
    : (await fetch(url, { method: 'PUT', headers: { 'content-type': data.content_type }, body: bytes })).status;
  if (put !== 200) throw new Error(`PUT failed: ${put}`);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/my_profile/file_upload',
    headers: bearer(token),
    payload: { content_type: data.content_type, filename: data.filename, assignment_id: assignmentId },
  });
  return { step: 'confirm' as const, res: confirm, url, filename: data.filename };
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
