import type {
  AccessLevelBody,
  AuditQuery,
  CreateInstitutePermissionBody,
  InstituteDashboardKey,
} from '@lbd/shared/access-levels';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * Admin rights calls (issue 29 items 7-8, decision 0084; packages/shared/src/access-levels/endpoints.ts):
 * access levels and grants, editing-intervention access, what a level unlocks, institute permissions and
 * the audit trail. Changes show their refusals in place (the pages read the error), so they opt out of
 * the global error popup.
 */

export const ACCESS_KEY = ['admin-access'] as const;
const LEVELS_KEY = [...ACCESS_KEY, 'levels'] as const;
const INTERVENTION_KEY = [...ACCESS_KEY, 'intervention'] as const;
const PERMISSIONS_KEY = [...ACCESS_KEY, 'institute-permissions'] as const;
export const AUDIT_PAGE_SIZE = 25;

export function useAccessLevels() {
  return useQuery({ queryKey: LEVELS_KEY, queryFn: () => api.get('/api/admin/access_levels') });
}

/** After any change of rights, every list of them is read again (holders, intervention, the audit). */
function useRightsChange<A>(fn: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEY }),
    meta: { handleErrors: false },
  });
}

export const useCreateLevel = () =>
  useRightsChange((body: AccessLevelBody) => api.post('/api/admin/access_levels', { body }));
export const useUpdateLevel = () =>
  useRightsChange(({ id, body }: { id: number; body: AccessLevelBody }) =>
    api.put(`/api/admin/access_levels/${id}`, { body }),
  );
export const useGrant = () =>
  useRightsChange((body: { email: string; level_id: number }) => api.post('/api/admin/access_grants', { body }));
export const useRevoke = () => useRightsChange((id: number) => api.delete(`/api/admin/access_grants/${id}`));

export function useViewAs(id: number) {
  return useQuery({
    queryKey: [...ACCESS_KEY, 'view-as', id],
    queryFn: () => api.get(`/api/admin/access_levels/${id}/view_as`),
    enabled: id > 0,
  });
}

export function useInterventionHolders() {
  return useQuery({ queryKey: INTERVENTION_KEY, queryFn: () => api.get('/api/admin/intervention_edit_access') });
}
export const useGrantIntervention = () =>
  useRightsChange((email: string) => api.post('/api/admin/intervention_edit_access', { body: { email } }));
export const useRevokeIntervention = () =>
  useRightsChange((userId: string) => api.delete(`/api/admin/intervention_edit_access/${encodeURIComponent(userId)}`));

export function useInstitutePermissions(page: number) {
  return useQuery({
    queryKey: [...PERMISSIONS_KEY, 'list', page],
    queryFn: () => api.get('/api/admin/institute_permissions', { params: { page, count: 20 } }),
    placeholderData: keepPreviousData,
  });
}
export function useInstitutePermission(id: number) {
  return useQuery({
    queryKey: [...PERMISSIONS_KEY, id],
    queryFn: () => api.get(`/api/admin/institute_permissions/${id}`),
    enabled: id > 0,
  });
}
export const useCreatePermission = () =>
  useRightsChange((body: CreateInstitutePermissionBody) => api.post('/api/admin/institute_permissions', { body }));
export const useUpdatePermission = () =>
  useRightsChange(({ id, dashboards }: { id: number; dashboards: InstituteDashboardKey[] }) =>
    api.put(`/api/admin/institute_permissions/${id}`, { body: { dashboards } }),
  );

export type AuditFilters = Omit<AuditQuery, 'page' | 'count'> & { page: number };

export function useAudit(filters: AuditFilters) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));
  return useQuery({
    queryKey: [...ACCESS_KEY, 'audit', params],
    queryFn: () => api.get('/api/admin/audit', { params: { ...params, count: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
