import { describe, expect, it } from 'vitest';
import { emailsOf } from './email-list';

describe('pasted email lists', () => {
  it('reads one per line or separated by commas, spaces or semicolons, without repeats', () => {
    expect(emailsOf('a@x.in, b@x.in\n\nc@x.in; a@x.in ')).toEqual(['a@x.in', 'b@x.in', 'c@x.in']);
  });
});
