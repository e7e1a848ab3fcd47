import type { InstituteCounters, InstituteSplitField } from '@lbd/shared/institute-dashboard';
import type { TrainingStudentJob } from '@lbd/shared/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiSuccess } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { DASHBOARDS_KEY } from './api';
import { DASHBOARD_META } from './org-api';

/** The institute dashboard's calls (issue 24 item 4), each narrowed by the page's batch and branch filters. */

export interface InstituteFilters {
  batch?: number;
  specialization_id?: number;
}

const key = (part: string, f: InstituteFilters, ...more: unknown[]) =>
  [...DASHBOARDS_KEY, 'institute', part, f.batch ?? 'all', f.specialization_id ?? 'all', ...more] as const;

/** A dashboard answer and when the server computed it (it keeps them for a minute). */
export interface Snapshot<T> {
  data: T;
  computed_at: string;
}

/** One figure of the dashboard: the data of the answer `read` asks for. */
function useInstitute<T>(queryKey: readonly unknown[], read: () => Promise<{ data: T }>) {
  return useQuery({
    queryKey,
    queryFn: async () => (await read()).data,
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

/** The counters with the time they were computed: the page says how fresh its numbers are. */
export function useInstituteCounters(f: InstituteFilters) {
  return useQuery({
    queryKey: key('counters', f),
    queryFn: async (): Promise<Snapshot<InstituteCounters>> => {
      const res = await api.get('/api/fetch_counters', { params: { ...f } });
      return { data: res.data, computed_at: res.computed_at };
    },
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

export const useInstituteSplit = (f: InstituteFilters, field: InstituteSplitField) =>
  useInstitute(key('split', f, { field }), () => api.get('/api/split_based_on_field', { params: { ...f, field } }));

export const useAcademicHistogram = (f: InstituteFilters) =>
  useInstitute(key('academic', f, {}), () => api.get('/api/fetch_histogram_academic', { params: { ...f } }));

export const useTopSkills = (f: InstituteFilters) =>
  useInstitute(key('skills', f, {}), () => api.get('/api/fetch_top_skills', { params: { ...f } }));

export const usePlacement = (f: InstituteFilters) =>
  useInstitute(key('placement', f, {}), () => api.get('/api/institute_dashboard/placement', { params: { ...f } }));

/** The batches and branches the filters offer: the institute's own, whatever is chosen now. */
export const useFilterChoices = () => ({
  batches: useInstituteSplit({}, 'batch'),
  branches: useInstituteSplit({}, 'branch'),
});

/** The jobs the institution's students applied to (any organisation's), with how far they got. */
export function useTrainingStudentJobs(page: number, count: number, enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'institute', 'student-jobs', page],
    queryFn: (): Promise<ApiSuccess<TrainingStudentJob[]>> =>
      api.get('/api/show_training_student_jobs', { params: { page, count } }),
    placeholderData: keepPreviousData,
    enabled,
    meta: DASHBOARD_META,
  });
}

/**
 * Who may read an institute's pages: its staff, and a student the admins made a college admin
 * (`department`: a department admin only, who sees their branch alone). The server decides the same.
 */
export function useInstituteReader() {
  const { user } = useSession();
  const profile = user?.profile;
  const flags = profile?.college_admin;
  const institution = profile?.profile_type === 'INSTITUTION';
  const collegeAdmin =
    profile?.profile_type === 'STUDENT' && Boolean(flags?.tpo_admin_dashboard || flags?.dept_admin_dashboard);
  return {
    allowed: institution || collegeAdmin,
    institution,
    department: collegeAdmin && !flags?.tpo_admin_dashboard,
  };
}
