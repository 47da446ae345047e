/**
 * The campus phone book's endpoint, `office-tel.list`: every department with its desks and numbers in the
 * reader's language, narrowed by a search over names (in any language) and numbers. Its `d` validates
 * against widgets/office-tel/contracts/office-tel.list.schema.json (backend.test.ts).
 */
import type { Hono } from 'hono';
import { keyedRoutes, readerLanguage, type InThreeLanguages, type Language, type SandboxDatabase } from '../../../sandbox/kit.ts';

interface DepartmentRow {
  id: number;
  name: string;
  location: string | null;
  hours: string | null;
}

interface EntryRow {
  id: number;
  department_id: number;
  name: string;
  all_day: number;
  location: string | null;
  hours: string | null;
  numbers: string;
}

/** What a search compares: without spaces or hyphens, in lower case (`010 6278-1110` finds 010-6278-1110). */
export const searchForm = (text: string): string => text.replace(/[\s-]+/g, '').toLowerCase();

const matches = (q: string, json: string) => Object.values(JSON.parse(json) as InThreeLanguages).some((text) => searchForm(text).includes(q));

export function createOfficeTelRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const departments = db.prepare<[], DepartmentRow>('SELECT id, name, location, hours FROM office_tel_departments ORDER BY sort_order, id');
  // The numbers of a desk in their order, joined by a space (a number holds none of its own once read).
  const entries = db.prepare<[], EntryRow>(`
    SELECT e.id, e.department_id, e.name, e.all_day, e.location, e.hours,
           (SELECT group_concat(number, ' ') FROM (SELECT number FROM office_tel_numbers WHERE entry_id = e.id ORDER BY sort_order)) AS numbers
    FROM office_tel_entries e ORDER BY e.sort_order, e.id
  `);

  routes.get('office-tel.list', (c, { input, ok }) => {
    const language = readerLanguage(c);
    const q = searchForm(input.q ?? '');
    const local = (json: string | null, lang: Language = language) => (json ? (JSON.parse(json) as InThreeLanguages)[lang] : undefined);
    const allEntries = entries.all();
    const answered = departments
      .all()
      .map((department) => {
        const own = allEntries.filter((entry) => entry.department_id === department.id);
        const numbersOf = (entry: EntryRow) => entry.numbers.split(' ');
        const shown =
          q === '' || matches(q, department.name)
            ? own
            : own.filter((entry) => matches(q, entry.name) || numbersOf(entry).some((number) => searchForm(number).includes(q)));
        const location = local(department.location);
        const hours = local(department.hours);
        return {
          id: department.id,
          name: local(department.name)!,
          ...(location ? { location } : {}),
          ...(hours ? { hours } : {}),
          entries: shown.map((entry) => {
            const entryLocation = local(entry.location);
            const entryHours = local(entry.hours);
            return {
              id: entry.id,
              name: local(entry.name)!,
              numbers: numbersOf(entry),
              allDay: entry.all_day === 1,
              ...(entryHours ? { hours: entryHours } : {}),
              ...(entryLocation ? { location: entryLocation } : {}),
            };
          }),
        };
      })
      .filter((department) => department.entries.length > 0);
    return ok({ departments: answered, total: answered.reduce((sum, department) => sum + department.entries.length, 0) });
  });

  return routes.app;
}
