import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A demo account of the journey server (its random password is written beside the database). */
export function demoAccount(role: 'Student' | 'Mentor' | 'Company' | 'Institution' | 'Admin') {
  const text = readFileSync(path.join(root, 'data', 'e2e', 'demo-accounts.txt'), 'utf8');
  const line = text.split('\n').find((l) => l.trim().startsWith(role))!;
  const [, email, password] = line.trim().split(/\s+/);
  return { email: email!, password: password! };
}
