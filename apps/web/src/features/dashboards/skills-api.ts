import type { SkillsDemandKind, SkillsFilter, SkillsGraphs } from '@lbd/shared/skills-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { DASHBOARDS_KEY } from './api';
import type { Snapshot } from './institute-api';
import { DASHBOARD_META } from './org-api';
import { skillsFilterParams } from './skills-filter';

/** The skills dashboard's calls (issue 24 item 5). */

const KEY = [...DASHBOARDS_KEY, 'skills'] as const;

export const useScoreRange = () =>
  useQuery({
    queryKey: [...KEY, 'range'],
    queryFn: async () => (await api.get('/api/get_score_range')).data,
    meta: DASHBOARD_META,
  });

/** The graphs with the time they were computed (the server keeps an answer for a minute). */
export const useSkillsGraphs = (f: SkillsFilter) =>
  useQuery({
    queryKey: [...KEY, 'graphs', f],
    queryFn: async (): Promise<Snapshot<SkillsGraphs>> => {
      const res = await api.get('/api/skills_dashboard', { params: skillsFilterParams(f) });
      return { data: res.data, computed_at: res.computed_at };
    },
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });

export const useSkillsDemand = (f: SkillsFilter, type: SkillsDemandKind) =>
  useQuery({
    queryKey: [...KEY, 'demand', type, f],
    queryFn: async () =>
      (await api.get('/api/show_skills_dashboard', { params: { ...skillsFilterParams(f), type } })).data,
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
