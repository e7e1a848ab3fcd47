import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_KINDS, PRODUCED_NOTIFICATION_KINDS } from '@lbd/shared';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');

/** Every source file of the API (tests and seeding left out: they are not producers). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'seed' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Issue 23 item 28: email settings offer only kinds that can happen now. The list in the contract
 * (PRODUCED_NOTIFICATION_KINDS) must name exactly the kinds some module records (`kind: '<kind>'` in
 * a notification event), so a new producer that forgets the list, or a kind listed with no producer,
 * fails here.
 */
describe('kinds of notification produced today', () => {
  it('are exactly the kinds some module of the API records', () => {
    const found = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bkind: '([a-z_]+)'/g)) {
        const kind = match[1]!;
        if ((NOTIFICATION_KINDS as readonly string[]).includes(kind)) found.add(kind);
      }
    }
    expect([...found].sort()).toEqual([...PRODUCED_NOTIFICATION_KINDS].sort());
  });
});
