import { describe, expect, it } from 'vitest';
import { AREAS, ROUTES, samplePath } from './routes';

describe('route table', () => {
  it('lists each path once, every one under a known area', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) expect(Object.keys(AREAS)).toContain(r.area);
  });

  it('holds the spec routes of every area', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '/',
      '/myQuests/:my_quest_id/myLearning/:my_resource_group_id/resources/:id',
      '/quizByte/:id',
      '/peerLearning/:id',
      '/jobDashboardMobile/:id/activityLog',
      '/portfolio/:id',
      '/companyPublic/:id/:name/Details',
      '/advisorBulkEnrollment',
      '/editPayment/:id',
      '/interventionEditAccess',
      '/unauthorized',
      '/error',
    ]) {
      expect(paths).toContain(p);
    }
    expect(ROUTES.length).toBeGreaterThanOrEqual(150);
  });

  it('fills sample parameters', () => {
    expect(samplePath('/myQuests/:my_quest_id/projects/:id')).toBe('/myQuests/1/projects/1');
    expect(samplePath('/myPortfolio/:card', { card: 'education' })).toBe('/myPortfolio/education');
  });
});
