import type {
  AssignmentStatsRow,
  MentorDashboard,
  RecommendedEvent,
  recommendedJobSchema,
  StudentDashboard,
} from '@lbd/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

/** Dashboard calls (SPEC §2.1 dashboards; issue 24). */

export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

export const DASHBOARDS_KEY = ['dashboards'] as const;
export const STUDENT_DASHBOARD_KEY = [...DASHBOARDS_KEY, 'student'] as const;

/** How many recommendations of each kind the student dashboard shows. */
export const DASHBOARD_RECOMMENDATIONS = 3;

export async function fetchStudentDashboard(): Promise<StudentDashboard> {
  return (await api.get<StudentDashboard>('/api/student_dashboard')).data;
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
        api.get<RecommendedJob[]>('/api/recommended/jobs', {
          params: { type: 'Job_Fulltime', page: 1, count: DASHBOARD_RECOMMENDATIONS },
        }),
        api.get<RecommendedEvent[]>('/api/recommended/events', {
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

export function useMentorDashboard(enabled: boolean) {
  return useQuery({
    queryKey: MENTOR_DASHBOARD_KEY,
    enabled,
    retry: false,
    queryFn: async (): Promise<{ dashboard: MentorDashboard; activities: AssignmentStatsRow[] }> => {
      const [dashboard, activities] = await Promise.all([
        api.get<MentorDashboard>('/api/mentor_dashboard'),
        api.get<AssignmentStatsRow[]>('/api/assignment_stats_dashboard'),
      ]);
      return { dashboard: dashboard.data, activities: activities.data };
    },
  });
}
