/**
 * The vehicle pass's backend (widget car-license): table `car_license_applications`, routes
 * `/api/carLicense/*` (routes.ts). Seeded with an approved pass and a refused application of 王小明 and a
 * teacher's pass, so the demo shows each state.
 */
import { checkedDefinition, type SandboxModule, beijingMorning } from '../../../sandbox/kit.ts';
import { createCarLicenseRoutes } from './routes.ts';
import { PASS_FORM } from './passForm.ts';
import { SEED_APPLICATIONS } from './passSeed.ts';

/** A seeded day ([year, month, day]) at 9:00 China time, in epoch seconds. */
const morningOf = ([year, month, day]: readonly [number, number, number]) => beijingMorning(year, month, day);

const backend: SandboxModule = {
  name: 'car-license',
  migrations: [
    {
      version: 1,
      description: 'vehicle pass applications (车辆通行证): an approved and a refused one of 王小明, a teacher’s pass',
      up(db) {
        db.exec(`
          CREATE TABLE car_license_applications (
            id            INTEGER PRIMARY KEY,
            username      TEXT    NOT NULL,
            plate         TEXT    NOT NULL,
            state         TEXT    NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
            form_values   TEXT    NOT NULL CHECK (json_valid(form_values)),
            valid_from    TEXT    NOT NULL,
            valid_to      TEXT    NOT NULL,
            submitted_at  INTEGER NOT NULL,
            reviewed_at   INTEGER,
            pass_number   TEXT,
            review_note   TEXT
          );
          CREATE INDEX car_license_by_user ON car_license_applications (username, id);
        `);
        const insert = db.prepare(`
          INSERT INTO car_license_applications (username, plate, state, form_values, valid_from, valid_to, submitted_at, reviewed_at, pass_number, review_note)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
        for (const row of SEED_APPLICATIONS) {
          insert.run(
            row.username,
            row.plate,
            row.state,
            JSON.stringify(row.values),
            row.values.validFrom,
            row.values.validTo,
            morningOf(row.submittedOn),
            morningOf(row.reviewedOn),
            row.passNumber,
            row.note,
          );
        }
      },
    },
  ],
  mount(api, services) {
    checkedDefinition(PASS_FORM, 'widgets/car-license/sandbox/passForm.ts');
    api.route('/', createCarLicenseRoutes(services).app);
  },
};

export default backend;
