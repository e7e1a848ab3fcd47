import { SKILLS_FILTER_DEFAULTS, type SkillsFilter } from '@lbd/shared/skills-dashboard';

/**
 * The skills dashboard's filter state (SPEC §3.6, §4.7): the filter itself and a load count (how many of
 * the page's widgets are still loading). Reduce-load decrements the count while it is above zero; reset
 * returns the filter to its defaults and leaves loads in flight counted.
 */
export interface SkillsFilterState {
  filter: SkillsFilter;
  loadCount: number;
}

export type SkillsFilterAction =
  { type: 'set'; filter: Partial<SkillsFilter> } | { type: 'reset' } | { type: 'addLoad' } | { type: 'reduceLoad' };

export const initialSkillsFilterState = (): SkillsFilterState => ({
  filter: { ...SKILLS_FILTER_DEFAULTS, academicScore: { ...SKILLS_FILTER_DEFAULTS.academicScore } },
  loadCount: 0,
});

export function skillsFilterReducer(state: SkillsFilterState, action: SkillsFilterAction): SkillsFilterState {
  switch (action.type) {
    case 'set':
      return { ...state, filter: { ...state.filter, ...action.filter } };
    case 'reset':
      return { ...initialSkillsFilterState(), loadCount: state.loadCount };
    case 'addLoad':
      return { ...state, loadCount: state.loadCount + 1 };
    case 'reduceLoad':
      return state.loadCount > 0 ? { ...state, loadCount: state.loadCount - 1 } : state;
  }
}

/** The filter as the API's query: lists comma-separated, empty lists left out. */
export function skillsFilterParams(f: SkillsFilter): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {
    placed: f.placed,
    backlogs: f.backlogs,
    score_from: f.academicScore.from,
    score_to: f.academicScore.to,
  };
  if (f.years.length > 0) params.years = f.years.join(',');
  if (f.branches.length > 0) params.branches = f.branches.join(',');
  return params;
}
