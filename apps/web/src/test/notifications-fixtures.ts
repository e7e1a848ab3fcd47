import type { JobNotification, LiveCounts, Notification } from '@lbd/shared/notifications';
import type { MockReply, MockRequest } from './mock-api';

const NO_TARGETS = {
  post_id: null,
  my_project_id: null,
  resource_group_id: null,
  quest_id: null,
  project_id: null,
  club_id: null,
  job_id: null,
  my_quiz_id: null,
  my_question_bank_id: null,
  my_assignment_id: null,
  event_id: null,
  board_id: null,
  meeting_id: null,
};

/** A bell notification (an accepted event registration); override what the test is about. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    activity_type: 'event_join_accepted',
    activity_key: 'events',
    message: 'Your registration for Hackathon 2026 was accepted.',
    viewed: false,
    inserted_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    performer_profile: { id: 50, name: 'Rohan Kapoor', avatar_url: null },
    ...NO_TARGETS,
    event_id: 7,
    ...overrides,
  };
}

/** A job alert; override what the test is about. */
export function buildJobAlert(overrides: Partial<JobNotification> = {}): JobNotification {
  return {
    my_notification_id: 1,
    job_id: 42,
    company_name: 'Zoho',
    title: 'Backend Developer',
    avatar_url: null,
    days: 17,
    viewed: false,
    inserted_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...overrides,
  };
}

/** A list answer: items and the unviewed count side by side (SPEC §7.3). */
export function listReply<T>(items: T[], unviewedCount: number, page = 1): MockReply {
  return {
    body: {
      data: items,
      unviewed_count: unviewedCount,
      pagination: { page, count: 20, total: items.length, total_pages: 1 },
    },
  };
}

/**
 * The live counts endpoint: every connection gets a stream that stays open (closed when the client
 * aborts it); `send` writes an `event: counts` frame to the newest connection.
 */
export function liveCountsEndpoint() {
  const encoder = new TextEncoder();
  const connections: { request: MockRequest; write: (text: string) => void }[] = [];
  const handler = (request: MockRequest): MockReply => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    request.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    connections.push({ request, write: (text) => controller.enqueue(encoder.encode(text)) });
    return { raw: body, headers: { 'Content-Type': 'text/event-stream' } };
  };
  return {
    handler,
    connections,
    send: (counts: LiveCounts) => {
      const last = connections[connections.length - 1];
      if (!last) throw new Error('no live connection yet');
      last.write(`event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
    },
  };
}
