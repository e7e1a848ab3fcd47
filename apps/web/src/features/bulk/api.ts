import type {
  EnrolmentTargetKind,
  ImportCommitBody,
  ImportPlanBody,
  ImportRecord,
  ImportTool,
  RowOutcome,
} from '@lbd/shared/imports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { upload } from '../../lib/upload';

/*
 * Bulk import calls (issue 29, decision 0086; packages/shared/src/imports/endpoints.ts): upload, plan (the
 * dry run), commit, undo, the rows, the error file and the templates, the history and enrolment targets.
 */

export const IMPORTS_KEY = ['imports'] as const;
export const importKey = (id: number) => [...IMPORTS_KEY, 'one', id] as const;
const RUNNING = new Set(['validating', 'committing', 'undoing']);

/** An import, polled every 1.5 s while a phase runs (progress at least every 2 s); the history follows its status. */
export function useImport(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importKey(id ?? 0),
    queryFn: () => api.get(`/api/imports/${id!}`).then((r) => r.data),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && RUNNING.has(q.state.data.status) ? 1500 : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status) void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'history'] });
  }, [client, status]);
  return query;
}

export function useImportHistory(tool: ImportTool, page: number) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'history', tool, page],
    queryFn: () => api.get('/api/imports', { params: { tool, page, count: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export function useImportRows(id: number, outcome: RowOutcome | undefined, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'rows', id, outcome ?? 'all', page],
    queryFn: () => api.get(`/api/imports/${id}/rows`, { params: { outcome, page, count: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Refresh one import and the history after a change. */
function useSettle() {
  const client = useQueryClient();
  return (record: ImportRecord) => {
    client.setQueryData(importKey(record.id), record);
    void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'history'] });
    void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'rows', record.id] });
  };
}

export function useUploadImport(tool: ImportTool) {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (f: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return upload('/api/imports', form, { params: { tool }, onProgress }).then((r) => r.data);
    },
    onSuccess: settle,
    meta: { handleErrors: false },
  });
}

export function usePlanImport(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ImportPlanBody) => api.put(`/api/imports/${id}/plan`, { body }).then((r) => r.data),
    onSuccess: settle,
    meta: { handleErrors: false },
  });
}

export function useCommitImport(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ImportCommitBody) => api.post(`/api/imports/${id}/commit`, { body }).then((r) => r.data),
    onSuccess: settle,
    meta: { handleErrors: false },
  });
}

export function useUndoImport(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: () => api.post(`/api/imports/${id}/undo`).then((r) => r.data),
    onSuccess: settle,
  });
}

export async function downloadErrorFile(id: number) {
  const { blob, filename } = await api.blob(`/api/imports/${id}/error_file`);
  saveBlob(blob, filename ?? `import-${id}-errors.csv`);
}

export async function downloadTemplate(tool: ImportTool, format: 'csv' | 'xlsx') {
  const { blob, filename } = await api.blob(`/api/import_templates/${tool}`, { params: { format } });
  saveBlob(blob, filename ?? `${tool}-template.${format}`);
}

export const searchTargets = (tool: 'enrolments' | 'advisors', kind: EnrolmentTargetKind, query: string) =>
  api.get('/api/enrolment_targets', { params: { tool, kind, query } }).then((r) => r.data);
