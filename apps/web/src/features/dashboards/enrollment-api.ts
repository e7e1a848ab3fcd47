import type { EnrollmentGroup, EnrollmentKind, EnrollmentOf, EnrollmentRow } from '@lbd/shared/institute-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiSuccess } from '../../lib/api-client';
import { DASHBOARDS_KEY } from './api';
import { DASHBOARD_META } from './org-api';

/** The enrolment dashboards' calls (issue 24 item 8). */

const KEY = [...DASHBOARDS_KEY, 'enrolment'] as const;

export const useEnrollmentDashboard = (of: EnrollmentOf, kind: EnrollmentKind, group: EnrollmentGroup) =>
  useQuery({
    queryKey: [...KEY, of, kind, group],
    queryFn: async () => (await api.get('/api/enrollment_dashboard', { params: { of, kind, group } })).data,
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });

export const useEnrollmentListing = (of: EnrollmentOf, kind: EnrollmentKind, page: number, count: number) =>
  useQuery({
    queryKey: [...KEY, 'list', of, kind, page],
    queryFn: (): Promise<ApiSuccess<EnrollmentRow[]>> =>
      api.get('/api/enrollment_listing', { params: { of, kind, page, count } }),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
