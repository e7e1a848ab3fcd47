import { Writable } from 'node:stream';

/** A log stream for an app under test that keeps every line it is given, in `lines`. */
export function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
