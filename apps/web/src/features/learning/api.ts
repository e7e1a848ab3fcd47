import type {
  ExtensionRequestBody,
  FilterResourceGroupsBody,
  MyLearningDetail,
  ResourceBody,
  ResourceDetail,
  ResourceGroupBody,
  ResourceGroupDetail,
  ResourceKind,
  SkipRequestBody,
} from '@lbd/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, APPLY_TIMEOUT_MS } from '../../lib/api-client';

/** Learning calls (decision 0073): resources, learning paths, enrolment and the student's progress. */

export const LEARNING_KEY = ['learning'] as const;
export const RESOURCES_KEY = [...LEARNING_KEY, 'resources'] as const;
export const GROUPS_KEY = [...LEARNING_KEY, 'groups'] as const;
export const MY_LEARNING_KEY = [...LEARNING_KEY, 'mine'] as const;
export const resourceKey = (id: number) => [...RESOURCES_KEY, 'detail', id] as const;
export const groupKey = (id: number) => [...GROUPS_KEY, 'detail', id] as const;
export const myGroupKey = (id: number) => [...MY_LEARNING_KEY, 'group', id] as const;

export const LEARNING_PAGE = 12;

export interface ResourceFilters {
  query: string;
  kind: ResourceKind | '';
  mine: boolean;
  page: number;
}

export function fetchResources(f: ResourceFilters) {
  return api.get('/api/resources', {
    params: {
      query: f.query || undefined,
      kind: f.kind || undefined,
      mine: f.mine ? 'true' : undefined,
      page: f.page,
      count: LEARNING_PAGE,
    },
  });
}

export async function fetchResource(id: number): Promise<ResourceDetail> {
  return (await api.get(`/api/resources/${id}`)).data;
}

export async function createResource(body: ResourceBody): Promise<{ id: number }> {
  return (await api.post('/api/resources', { body })).data;
}

export async function updateResource(id: number, body: ResourceBody): Promise<ResourceDetail> {
  return (await api.put(`/api/resources/${id}`, { body })).data;
}

/** Publish, archive or discard a resource or a learning path. */
export async function lifecycle(
  what: 'resources' | 'resource_groups',
  id: number,
  action: 'publish' | 'archive' | 'discard',
): Promise<void> {
  if (action === 'discard') await api.delete(`/api/${what}/${id}`);
  else await api.post(`/api/${what}/${id}/${action}`);
}

export function filterResourceGroups(body: FilterResourceGroupsBody) {
  return api.post('/api/filter_resource_groups', { body });
}

export async function fetchResourceGroup(id: number): Promise<ResourceGroupDetail> {
  return (await api.get(`/api/resource_groups/${id}`)).data;
}

export async function createResourceGroup(body: ResourceGroupBody): Promise<{ id: number }> {
  return (await api.post('/api/resource_groups', { body })).data;
}

export async function updateResourceGroup(id: number, body: ResourceGroupBody): Promise<ResourceGroupDetail> {
  return (await api.put(`/api/resource_groups/${id}`, { body })).data;
}

/** Enrol in (or save as interesting) a learning path; answers the enrolment (my_resource_group id). */
export async function enrolInGroup(id: number, status: 'Enrolled' | 'Interested') {
  return (
    await api.post(`/api/resource_groups/${id}/enrol`, {
      body: { status },
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export async function leaveGroup(id: number): Promise<void> {
  await api.delete(`/api/resource_groups/${id}/enrol`, { timeoutMs: APPLY_TIMEOUT_MS });
}

export async function fetchMyGroup(id: number): Promise<MyLearningDetail> {
  return (await api.get(`/api/my_profile/my_resource_groups/${id}`)).data;
}

export async function completeGroupItem(myId: number, itemId: number): Promise<MyLearningDetail> {
  return (
    await api.post(`/api/my_profile/my_resource_groups/${myId}/items/${itemId}/complete`, {
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export async function askToSkip(body: SkipRequestBody) {
  return (await api.post('/api/skip_resource_group_unit', { body })).data;
}

export async function askForTime(body: ExtensionRequestBody & { kind: 'resource_group' }) {
  return (await api.post('/api/request_extension', { body })).data;
}

export function useResources(f: ResourceFilters) {
  return useQuery({
    queryKey: [...RESOURCES_KEY, 'list', f],
    queryFn: () => fetchResources(f),
    placeholderData: keepPreviousData,
  });
}

export function useResource(id: number) {
  return useQuery({ queryKey: resourceKey(id), queryFn: () => fetchResource(id), enabled: Number.isInteger(id) });
}

export function useResourceGroup(id: number) {
  return useQuery({ queryKey: groupKey(id), queryFn: () => fetchResourceGroup(id), enabled: Number.isInteger(id) });
}

export function useMyGroup(id: number) {
  return useQuery({ queryKey: myGroupKey(id), queryFn: () => fetchMyGroup(id), enabled: Number.isInteger(id) });
}

const picked = (items: { id: number; name: string }[]) => items.map((item) => ({ id: item.id, label: item.name }));

/** Career paths and life skills of the catalogue for the pickers, searched by prefix on the server. */
export async function searchCareerPaths(text: string) {
  return picked((await api.get('/api/job_roles', { params: { query: text || undefined, count: 20 } })).data);
}
export async function searchLifeSkills(text: string) {
  return picked((await api.get('/api/life_skills', { params: { query: text || undefined, count: 20 } })).data);
}

// ---- a file resource's file (decision 0074): reserve, PUT to the signed URL, confirm; remove; download ----

export async function reserveResourceFile(id: number, file: File) {
  return (await api.post(`/api/resources/${id}/file_uploads`, { body: { file_name: file.name, bytes: file.size } }))
    .data;
}

export async function confirmResourceFile(id: number, uploadId: number): Promise<ResourceDetail> {
  return (await api.post(`/api/resources/${id}/file_uploads/${uploadId}/confirm`)).data;
}

export async function removeResourceFile(id: number): Promise<ResourceDetail> {
  return (await api.delete(`/api/resources/${id}/file`)).data;
}

/** A fresh signed link to the resource's file (the one on the page may have run out). */
export async function fetchResourceFileLink(id: number) {
  return (await api.get(`/api/resources/${id}/file`)).data;
}
