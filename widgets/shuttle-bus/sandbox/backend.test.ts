/**
 * The shuttle's endpoints on the sandbox's own clock: today's kind of day (weekday rule, public holidays,
 * moved working days), the next departure in China time whatever the UTC day, the reader's language,
 * the detail's stops and timetables, 404, and the contracts.
 */
import { describe, expect, it } from 'vitest';
import { clockedSandbox, expectContract, visitorCaller } from '../../../sandbox/testing.ts';
import { SEED_LINES } from './seed.ts';
import { SHUTTLE_MESSAGES } from './routes.ts';

const env = clockedSandbox();

/** Sets the sandbox's clock to a China time, `2026-11-25T10:05`. */
const at = (chinaTime: string) => {
  env.clock = Date.parse(`${chinaTime}:00+08:00`);
};

const lines = async (language?: 'en' | 'tw') => {
  const body = await visitorCaller(env.sandbox.app, language).get('shuttle-bus.lines');
  expect(body.e).toBe(0);
  expectContract('shuttle-bus.lines', body.d);
  return body.d;
};

const detail = async (id: number, language?: 'en' | 'tw') => {
  const body = await visitorCaller(env.sandbox.app, language).get('shuttle-bus.detail', { id });
  if (body.e === 0) expectContract('shuttle-bus.detail', body.d);
  return body;
};

describe('shuttle-bus.lines', () => {
  it('answers every line on a workday with its first and last bus and the next departure', async () => {
    at('2026-11-25T10:05');
    const d = await lines();
    expect(d.today).toEqual({ day: '2026-11-25', time: '10:05', kind: 'workday' });
    expect(d.lines.map((line) => line.name)).toEqual(SEED_LINES.map((line) => line.name.zh));
    expect(d.lines[0]).toMatchObject({
      from: '东校区北门',
      to: '西校区东门',
      stops: 4,
      firstBus: '07:00',
      lastBus: '21:30',
      next: { time: '10:30', minutes: 25 },
    });
    expect(d.lines[2]).toMatchObject({ name: '校本部 → 高铁站', next: { time: '12:30', minutes: 145 } });
  });

  it('runs the weekend timetable on a Saturday', async () => {
    at('2026-11-28T10:05');
    const d = await lines();
    expect(d.today.kind).toBe('holiday');
    expect(d.today.holiday).toBeUndefined();
    expect(d.lines[0]).toMatchObject({ firstBus: '08:00', lastBus: '20:00', next: { time: '11:00', minutes: 55 } });
  });

  it('runs the holiday timetable on a public holiday, and the workday one on a moved working day', async () => {
    at('2026-10-01T09:00');
    expect((await lines()).today).toMatchObject({ kind: 'holiday', holiday: '国庆节' });
    at('2026-10-10T09:00');
    expect((await lines('en')).today).toMatchObject({ kind: 'workday', holiday: 'Moved working day' });
  });

  it('counts in China time: 23:30 UTC is the next morning’s first bus', async () => {
    env.clock = Date.UTC(2026, 10, 23, 23, 0);
    const d = await lines();
    expect(d.today).toMatchObject({ day: '2026-11-24', time: '07:00', kind: 'workday' });
    expect(d.lines[0]!.next).toEqual({ time: '07:00', minutes: 0 });
  });

  it('says when today’s last bus has left', async () => {
    at('2026-11-25T22:30');
    const d = await lines();
    expect(d.lines.every((line) => line.next === null)).toBe(true);
    expect(d.lines[0]!.lastBus).toBe('21:30');
  });

  it('answers in English and Traditional Chinese', async () => {
    at('2026-11-25T10:05');
    expect((await lines('en')).lines[0]).toMatchObject({ name: 'East → West Campus', campus: 'East Campus' });
    expect((await lines('tw')).lines[3]!.campus).toBe('高鐵站');
  });
});

describe('shuttle-bus.detail', () => {
  it('answers the stops, both timetables and the next departure', async () => {
    at('2026-11-28T10:05');
    const body = await detail(1);
    expect(body.e).toBe(0);
    const d = body.d!;
    expect(d.stops.map((stop) => stop.name)).toEqual(['东校区北门', '图书馆站', '科技园', '西校区东门']);
    expect(d.stops.map((stop) => stop.minutes)).toEqual([0, 5, 15, 25]);
    expect(d.timetables.workday).toEqual(SEED_LINES[0]!.workday);
    expect(d.timetables.holiday).toEqual(SEED_LINES[0]!.holiday);
    expect(d.today.kind).toBe('holiday');
    expect(d.next).toEqual({ time: '11:00', minutes: 55 });
    expect(d.note).toContain('校园卡');
  });

  it('reverses the stops on the way back', async () => {
    at('2026-11-25T10:05');
    const d = (await detail(2, 'en')).d!;
    expect(d.stops.map((stop) => stop.name)).toEqual(['West Campus east gate', 'Science Park', 'Library stop', 'East Campus north gate']);
    expect(d.stops.map((stop) => stop.minutes)).toEqual([0, 10, 20, 25]);
  });

  it('answers 404 in the reader’s language for an unknown line', async () => {
    const body = await detail(999, 'en');
    expect(body.e).toBe(404);
    expect(body.m).toBe(SHUTTLE_MESSAGES.notFound.en);
  });
});
