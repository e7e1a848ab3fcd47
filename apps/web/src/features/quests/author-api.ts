export { searchJobRoles, searchLifeSkills } from '../../lib/lookups-api';
import type { StepKind } from '@lbd/shared/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { archiveQuest, discardQuest, publishQuest, QUESTS_KEY } from './api';

/** Authoring calls (issue 27): a draft, saving the whole quest, its lifecycle, and what its steps pick from. */

export const OWN_QUESTS_KEY = [...QUESTS_KEY, 'own'] as const;

export async function questLifecycle(id: number, action: 'publish' | 'archive' | 'discard'): Promise<void> {
  if (action === 'discard') await discardQuest(id);
  else if (action === 'publish') await publishQuest(id);
  else await archiveQuest(id);
}

/** The author's own quests, drafts too (GET /api/quests?mine=true). */
export function useOwnQuests(enabled = true) {
  return useQuery({
    queryKey: OWN_QUESTS_KEY,
    queryFn: () => api.get('/api/quests', { params: { mine: 'true', count: 50 } }),
    enabled,
  });
}

export interface ItemOption {
  id: number;
  label: string;
}

const SEARCH_COUNT = 20;
const text = (q: string) => q.trim() || undefined;

/**
 * Published items a step can be, by title: projects (GET /api/list/project), learning paths
 * (POST /api/filter_resource_groups), quizzes and question banks (GET /api/quizzes, /api/question_banks),
 * activities (GET /api/assignments, the author's own: mentors and admins).
 */
export async function searchStepItems(kind: StepKind, query: string): Promise<ItemOption[]> {
  switch (kind) {
    case 'project': {
      const { data } = await api.get('/api/list/project', { params: { query: text(query), count: SEARCH_COUNT } });
      return data.filter((p) => p.status === 'published').map((p) => ({ id: p.id, label: p.title }));
    }
    case 'resource_group': {
      const { data } = await api.post('/api/filter_resource_groups', {
        body: { query: text(query), count: SEARCH_COUNT },
      });
      return data.filter((g) => g.status === 'published').map((g) => ({ id: g.id, label: g.title }));
    }
    case 'quiz': {
      const { data } = await api.get('/api/quizzes', { params: { query: text(query), count: SEARCH_COUNT } });
      return data.filter((q) => q.status === 'published').map((q) => ({ id: q.id, label: q.title }));
    }
    case 'question_bank': {
      const { data } = await api.get('/api/question_banks', { params: { query: text(query), count: SEARCH_COUNT } });
      return data.filter((b) => b.status === 'published').map((b) => ({ id: b.id, label: b.title }));
    }
    case 'activity': {
      const { data } = await api.get('/api/assignments', { params: { query: text(query), count: SEARCH_COUNT } });
      return data.filter((a) => a.active).map((a) => ({ id: a.id, label: a.title }));
    }
  }
}
