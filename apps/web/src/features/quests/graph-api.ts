import type { MyQuestDetail, QuestDetail, QuestLock } from '@lbd/shared/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Quest calls the graph page and its lock explainer make (issue 27): a quest, the student's enrolment, a lock. */

export const QUESTS_KEY = ['quests'] as const;
export const questKey = (id: number) => [...QUESTS_KEY, 'detail', id] as const;
export const MY_QUESTS_KEY = [...QUESTS_KEY, 'mine'] as const;
export const myQuestKey = (id: number) => [...MY_QUESTS_KEY, id] as const;
export const questLockKey = (myQuestId: number, key: string) => [...myQuestKey(myQuestId), 'lock', key] as const;

export async function fetchQuest(id: number): Promise<QuestDetail> {
  return (await api.get(`/api/quests/${id}`)).data;
}

export function useQuest(id: number) {
  return useQuery({ queryKey: questKey(id), queryFn: () => fetchQuest(id), enabled: id > 0 });
}

export async function fetchMyQuest(id: number): Promise<MyQuestDetail> {
  return (await api.get(`/api/my_profile/my_quests/${id}`)).data;
}

/** The student's enrolment with every step's state; `id` 0 asks nothing (not enrolled). */
export function useMyQuest(id: number) {
  return useQuery({ queryKey: myQuestKey(id), queryFn: () => fetchMyQuest(id), enabled: id > 0 });
}

export async function fetchQuestLock(myQuestId: number, key: string): Promise<QuestLock> {
  return (await api.get(`/api/my_profile/my_quests/${myQuestId}/locks/${encodeURIComponent(key)}`)).data;
}

/** Why a step is locked and the fewest steps that unlock it; its own failure stays in the panel. */
export function useQuestLock(myQuestId: number, key: string) {
  return useQuery({
    queryKey: questLockKey(myQuestId, key),
    queryFn: () => fetchQuestLock(myQuestId, key),
    meta: { handleErrors: false },
  });
}
