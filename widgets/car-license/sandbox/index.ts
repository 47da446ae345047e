/**
 * The vehicle pass's backend (widget car-license): table `car_license_applications`, routes
 * `/api/carLicense/*` (routes.ts). Seeded with an approved pass and a refused application of 王小明 and a
 * teacher's pass, so the demo shows each state.
 */
import { checkedDefinition, type SandboxModule, beijingMorning } from '../../../sandbox/kit.ts';
import { createCarLicenseRoutes } from './routes.ts';
import { PASS_FORM } from './passForm.ts';

const SEED = [
  {
    username: 'student',
    plate: '京A8K312',
    state: 'approved',
    values: {
      plate: '京A8K312',
      vehicleType: 'car',
      model: '大众朗逸',
      owner: 'family',
      ownerName: '王建国',
      phone: '13812345678',
      validFrom: '2026-09-01',
      validTo: '2027-08-31',
      reason: '家住昌平，周末往返学校运送实验器材。',
    },
    submittedAt: beijingMorning(2026, 8, 25),
    reviewedAt: beijingMorning(2026, 8, 26),
    passNumber: 'BW2026-0318',
    note: '请将通行证编号贴于前挡风玻璃右下角。',
  },
  {
    username: 'student',
    plate: '京N2M77A',
    state: 'rejected',
    values: {
      plate: '京N2M77A',
      vehicleType: 'motorcycle',
      owner: 'self',
      phone: '13812345678',
      validFrom: '2026-10-08',
      validTo: '2027-01-15',
      reason: '上课通勤。',
    },
    submittedAt: beijingMorning(2026, 10, 6),
    reviewedAt: beijingMorning(2026, 10, 8),
    passNumber: null,
    note: '按学校规定，学生摩托车不予办理校园通行证，请改乘校车或骑行自行车。',
  },
  {
    username: 'teacher',
    plate: '京QD61280',
    state: 'approved',
    values: {
      plate: '京QD61280',
      vehicleType: 'electric',
      model: '比亚迪秦',
      owner: 'self',
      phone: '13901010101',
      validFrom: '2026-09-01',
      validTo: '2027-08-31',
      reason: '教职工日常通勤。',
    },
    submittedAt: beijingMorning(2026, 8, 20),
    reviewedAt: beijingMorning(2026, 8, 21),
    passNumber: 'BW2026-0107',
    note: null,
  },
] as const;

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
        for (const row of SEED) {
          insert.run(
            row.username,
            row.plate,
            row.state,
            JSON.stringify(row.values),
            row.values.validFrom,
            row.values.validTo,
            row.submittedAt,
            row.reviewedAt,
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
