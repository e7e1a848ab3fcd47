// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SseParser, type SseEvent } from './sse';

function collect() {
  const events: SseEvent[] = [];
  const activity = vi.fn();
  const parser = new SseParser((event) => events.push(event), activity);
  return { events, activity, parser };
}

const COUNTS = 'event: counts\ndata: {"notifications_unviewed":3,"job_alerts_unviewed":1}\n\n';

describe('SseParser', () => {
  it('dispatches a named frame with its data', () => {
    const { events, parser } = collect();
    parser.push(COUNTS);
    expect(events).toEqual([
      { event: 'counts', data: '{"notifications_unviewed":3,"job_alerts_unviewed":1}', lastEventId: '' },
    ]);
  });

  it('waits for the blank line: a frame is not dispatched half-received', () => {
    const { events, parser } = collect();
    parser.push('event: counts\ndata: {"a":1}\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toHaveLength(1);
  });

  it('gives the same frames whichever way the text is split into chunks', () => {
    const text = `${COUNTS}: ping\n\nevent: counts\r\ndata: {"b":2}\r\n\r\ndata: plain\rdata: second line\r\r`;
    const whole = collect();
    whole.parser.push(text);
    for (let size = 1; size <= 7; size++) {
      const split = collect();
      for (let i = 0; i < text.length; i += size) split.parser.push(text.slice(i, i + size));
      expect(split.events).toEqual(whole.events);
    }
    expect(whole.events.map((e) => [e.event, e.data])).toEqual([
      ['counts', '{"notifications_unviewed":3,"job_alerts_unviewed":1}'],
      ['counts', '{"b":2}'],
      ['message', 'plain\nsecond line'],
    ]);
  });

  it('treats a CR at the end of one chunk and an LF at the start of the next as one line break', () => {
    const { events, parser } = collect();
    parser.push('data: a\r');
    parser.push('\ndata: b\r');
    parser.push('\n\r');
    parser.push('\n');
    expect(events).toEqual([{ event: 'message', data: 'a\nb', lastEventId: '' }]);
  });

  it('drops comments (but reports them as activity) and frames without data', () => {
    const { events, activity, parser } = collect();
    parser.push(': ping\n\n');
    parser.push('event: counts\n\n');
    expect(events).toEqual([]);
    expect(activity).toHaveBeenCalled();
    // The event name of a frame without data does not leak into the next frame.
    parser.push('data: x\n\n');
    expect(events).toEqual([{ event: 'message', data: 'x', lastEventId: '' }]);
  });

  it('strips one leading space only, keeps colons in values, and reads fields without a colon', () => {
    const { events, parser } = collect();
    parser.push('data:  two spaces: here\ndata\nid: 7\n\n');
    expect(events).toEqual([{ event: 'message', data: ' two spaces: here\n', lastEventId: '7' }]);
  });

  it('ignores retry and unknown fields, and reset drops a half-received frame', () => {
    const { events, parser } = collect();
    parser.push('retry: 10\nfoo: bar\nevent: counts\ndata: {"half":true}\n');
    parser.reset();
    parser.push('data: after\n\n');
    expect(events).toEqual([{ event: 'message', data: 'after', lastEventId: '' }]);
  });
});
