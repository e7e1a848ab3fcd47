import type { recommendedJobSchema } from '@lbd/shared/jobs';
import type { AssignmentStatsRow, CreateNudgeBody, MentorDashboard, Nudge } from '@lbd/shared/mentor-dashboard';
import type { StudentDashboard } from '@lbd/shared/student-dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError } from '../../lib/api-client';
import { useDashboardFailure } from '../../lib/use-dashboard-failure';

/** Dashboard calls (SPEC §2.1 dashboards; issue 24). */

export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

export const DASHBOARDS_KEY = ['dashboards'] as const;
export const STUDENT_DASHBOARD_KEY = [...DASHBOARDS_KEY, 'student'] as const;

/** How many recommendations of each kind the student dashboard shows. */
export const DASHBOARD_RECOMMENDATIONS = 3;

export async function fetchStudentDashboard(): Promise<StudentDashboard> {
  return (await api.get('/api/student_dashboard')).data;
}

export function useStudentDashboard(enabled: boolean) {
  return useQuery({ queryKey: STUDENT_DASHBOARD_KEY, queryFn: fetchStudentDashboard, retry: false, enabled });
}

/** The first recommended jobs and events, each with its one-line reason. */
export function useDashboardRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'recommendations'],
    enabled,
    retry: false,
    queryFn: async () => {
      const [jobs, events] = await Promise.all([
        api.get('/api/recommended/jobs', {
          params: { type: 'Job_Fulltime', page: 1, count: DASHBOARD_RECOMMENDATIONS },
        }),
        api.get('/api/recommended/events', {
          params: { page: 1, count: DASHBOARD_RECOMMENDATIONS },
        }),
      ]);
      return {
        jobs: jobs.data.slice(0, DASHBOARD_RECOMMENDATIONS),
        events: events.data.slice(0, DASHBOARD_RECOMMENDATIONS),
      };
    },
  });
}

export const MENTOR_DASHBOARD_KEY = [...DASHBOARDS_KEY, 'mentor'] as const;

type MentorDashboardData = {
  dashboard: MentorDashboard;
  activities: AssignmentStatsRow[];
  /** Project submissions waiting for the mentor's review; null when the count could not be read. */
  reviewsWaiting: number | null;
};

/** How many project submissions wait for the caller's review (the queue's total; decision 0073). */
async function fetchReviewsWaiting(): Promise<number | null> {
  try {
    const queue = await api.get('/api/project_reviews', { params: { status: 'Submitted', count: 1 } });
    return queue.pagination?.total ?? queue.data.length;
  } catch {
    return null;
  }
}

export function useMentorDashboard(enabled: boolean) {
  return useQuery({
    queryKey: MENTOR_DASHBOARD_KEY,
    enabled,
    retry: false,
    queryFn: async (): Promise<MentorDashboardData> => {
      const [dashboard, activities, reviewsWaiting] = await Promise.all([
        api.get('/api/mentor_dashboard'),
        api.get('/api/assignment_stats_dashboard'),
        fetchReviewsWaiting(),
      ]);
      return { dashboard: dashboard.data, activities: activities.data, reviewsWaiting };
    },
  });
}

export async function sendNudge(body: CreateNudgeBody): Promise<Nudge> {
  return (await api.post('/api/mentor_dashboard/nudges', { body })).data;
}

/**
 * Nudge a mentee: every row of that student shows the nudge at once, then the dashboard is read again
 * (its figure of returns included). A failure goes through the dashboards' handler: a 409 (nudged in
 * the last day, e.g. from another tab) shows the server's message and reads the dashboard again.
 */
export function useSendNudge() {
  const queryClient = useQueryClient();
  const onFailure = useDashboardFailure();
  return useMutation({
    mutationFn: sendNudge,
    meta: { handleErrors: false },
    onError: (error) => {
      onFailure(error);
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: MENTOR_DASHBOARD_KEY });
    },
    onSuccess: (nudge) => {
      queryClient.setQueryData<MentorDashboardData>(MENTOR_DASHBOARD_KEY, (old) =>
        old
          ? {
              ...old,
              dashboard: {
                ...old.dashboard,
                at_risk: old.dashboard.at_risk.map((r) =>
                  r.profile_id === nudge.profile_id ? { ...r, last_nudge: nudge } : r,
                ),
              },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: MENTOR_DASHBOARD_KEY });
    },
  });
}
