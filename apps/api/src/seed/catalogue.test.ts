import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DATA_DIR } from '../config/paths';
import { loadCatalogue } from './catalogue';

describe('catalogue data files', () => {
  it('pass the consistency checks (counts, duplicates, references)', () => {
    const out = execFileSync(process.execPath, [path.join(SEED_DATA_DIR, 'check-data.mjs')], { encoding: 'utf8' });
    expect(out).toBeTruthy();
  });

  it('parse against the seed schema and have a stable version', () => {
    const a = loadCatalogue();
    const b = loadCatalogue();
    expect(a.version).toBe(b.version);
    expect(a.data.degrees.length).toBeGreaterThanOrEqual(40);
    expect(a.data.specializations.length).toBeGreaterThanOrEqual(80);
    expect(a.data.skills.length).toBeGreaterThanOrEqual(300);
    expect(a.data.jobRoles.length).toBeGreaterThanOrEqual(50);
    expect(a.data.lifeSkills.length).toBeGreaterThanOrEqual(20);
    expect(a.data.states).toHaveLength(36);
    expect(a.data.countryCodes.find((c) => c.iso2 === 'IN')).toMatchObject({ desc: 'India (+91)' });
  });
});
