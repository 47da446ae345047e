/**
 * The option lists a form's data source may ask for (dynamic-form.options): the dormitory buildings and
 * the rooms of one building (from the campus directory's students), the colleges. The submit route asks the
 * same lists with the submission's values, so a choice filled by a data source is checked against the
 * options the page was offered.
 */
import { type DataSource, type FormValues, type Option, createCampusDirectory, type SandboxDatabase } from '../../../sandbox/kit.ts';

const OPTIONS_KEY = 'dynamic-form.options';

/** "北苑1号楼 301" → building "北苑1号楼", room "301". */
const splitDormitory = (dormitory: string) => {
  const at = dormitory.lastIndexOf(' ');
  return { building: dormitory.slice(0, at), room: dormitory.slice(at + 1) };
};

const byNumberInName = (a: string, b: string) => a.localeCompare(b, 'zh-CN', { numeric: true });

export function createOptionLists(db: SandboxDatabase) {
  const campus = createCampusDirectory(db);
  const dormitories = db.prepare<[], { dormitory: string }>('SELECT DISTINCT dormitory FROM campus_students');
  const places = () => dormitories.all().map((row) => splitDormitory(row.dormitory));

  /**
   * The options of a list, given the query the data source sends; undefined when the query names no list
   * or, for the rooms, no building (the route's contract refuses an unknown list before it asks).
   */
  function optionsOf(query: (name: string) => string | undefined): Option[] | undefined {
    switch (query('list')) {
      case 'dormitories':
        return [...new Set(places().map((place) => place.building))].sort(byNumberInName).map((building) => ({ value: building, label: { zh: building } }));
      case 'rooms': {
        const building = query('building')?.trim();
        if (!building) return undefined;
        const rooms = places()
          .filter((place) => place.building === building)
          .map((place) => place.room);
        return [...new Set(rooms)].sort(byNumberInName).map((room) => ({ value: room, label: { zh: `${room}室` } }));
      }
      case 'colleges':
        return campus.colleges().map((college) => ({ value: college.code, label: { zh: college.name } }));
      default:
        return undefined;
    }
  }

  /**
   * The options each of the form's option data sources answers for these values, by data source id, as
   * validateSubmission's `sourcedOptions`. A source whose query cannot be answered (a watched field still
   * empty) offers nothing, so a value in the field it fills is refused.
   */
  function sourcedOptions(sources: readonly DataSource[] | undefined, values: FormValues): Record<string, Option[]> {
    const out: Record<string, Option[]> = {};
    for (const source of sources ?? []) {
      if (source.api !== OPTIONS_KEY || (source.as ?? 'options') !== 'options') continue;
      const query = (name: string) => {
        const sent = source.query?.[name];
        if (sent === undefined) return undefined;
        const value = typeof sent === 'object' ? values[sent.field] : sent;
        return value === undefined || value === null ? undefined : String(value as string | number | boolean);
      };
      out[source.id] = optionsOf(query) ?? [];
    }
    return out;
  }

  return { optionsOf, sourcedOptions };
}
