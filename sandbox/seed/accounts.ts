/**
 * The sandbox's demo accounts, one per role, each with the permission map `GET /api/uc/auth/all`
 * answers (legacy-portal §3: app key → `{ module: [...] }`; legacy-portal §6: an app is usable when its module list is
 * non-empty, a module when it is in the list). Module names are the widgets' page names
 * (`news`: index, detail; `app-directory`: homepage, square, composition, all) or, for apps the demo
 * site does not have yet, the page names of legacy-portal §2. Each widget's backend adds its own apps to these
 * maps by role (`grants`, see sandbox/modules/sandboxModule.ts). What an account can use is never
 * written here as prose: the login page derives it from the map and the site's apps (loginPageView.ts).
 *
 * Every account's password is {@link DEMO_PASSWORD}; only its scrypt hash is stored. To change one,
 * print a new hash with
 *   npx tsx -e "import('./sandbox/auth/passwords.ts').then((m) => console.log(m.hashPassword('new')))"
 * and add a migration that updates the row (the seed only runs on a fresh database).
 */

/** Shown on the login page and in the README; the database holds only hashes of it. */
export const DEMO_PASSWORD = 'demo';

export type PermissionMap = Record<string, { module: string[] }>;

/**
 * The campus directory's staff (sandbox/campus/): an instructor (辅导员) of a few classes, a
 * college's leader (学院领导) and the student affairs office (学工部). Roles of their own, so the health
 * reports' backends can grant their pages to exactly them.
 */
export type CampusStaffRole = 'instructor' | 'leader' | 'manager';

export interface DemoAccount {
  username: string;
  /** Role key, answered by `/api/uc/profile`. */
  role: 'student' | 'teacher' | 'staff' | 'visitor' | 'admin' | CampusStaffRole;
  /** Role as the login page shows it. */
  roleName: string;
  /** Display name (`GET /api/uc/user/name`). */
  name: string;
  /** scrypt hash of {@link DEMO_PASSWORD} (see sandbox/auth/passwords.ts). */
  passwordHash: string;
  permissions: PermissionMap;
}

const HOME = ['homepage', 'square', 'composition', 'all'];
const NEWS = ['index', 'detail'];
const ALL_NEWS: PermissionMap = {
  news: { module: NEWS },
  tjuNews: { module: NEWS },
  tjuNotice: { module: NEWS },
  tjuOfficial: { module: NEWS },
};

/** A teacher's map; the instructor and the college leader have it too, until widgets grant their roles apps of their own. */
const TEACHER_PERMISSIONS: PermissionMap = {
  home: { module: HOME },
  ...ALL_NEWS,
  schedule: { module: ['index', 'week', 'teaching'] },
  library: { module: ['mine', 'history', 'collection', 'order'] },
  campusCard: { module: ['index', 'cardFlowing', 'reportLoss'] },
  payment: { module: ['index', 'detail', 'payRecord'] },
  repair: { module: ['index', 'detail', 'back'] },
  dataStatistics: { module: ['view'] },
};

/** Administration staff's map; the student affairs office has it too. */
const STAFF_PERMISSIONS: PermissionMap = {
  home: { module: HOME },
  ...ALL_NEWS,
  schedule: { module: ['index', 'week'] },
  library: { module: ['mine', 'history', 'collection', 'order'] },
  campusCard: { module: ['index', 'cardFlowing', 'reportLoss'] },
  payment: { module: ['index', 'detail', 'payRecord'] },
  repair: { module: ['index', 'detail', 'back', 'dispatch'] },
  announcementRelease: { module: ['compose', 'publish'] },
  dataStatistics: { module: ['view'] },
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    // Student: all news channels and the everyday services; sees only their own scores and timetable.
    username: 'student',
    role: 'student',
    roleName: '学生',
    name: '王小明',
    passwordHash: 'scrypt$16384$8$1$YjkCN66bcd_9u9rreUp1Ig$Cc5DfElyk5ktI9FY0XQWdNBkymQCKI1h_5Eg-HJwG9c',
    permissions: {
      home: { module: HOME },
      ...ALL_NEWS,
      score: { module: ['index'] },
      schedule: { module: ['index', 'week'] },
      library: { module: ['mine', 'history', 'collection', 'order'] },
      campusCard: { module: ['index', 'cardFlowing', 'reportLoss'] },
      payment: { module: ['index', 'detail', 'payRecord'] },
      repair: { module: ['index', 'detail', 'back'] },
    },
  },
  {
    // Teacher: like a student without the score query; a teaching timetable and read-only statistics.
    username: 'teacher',
    role: 'teacher',
    roleName: '教师',
    name: '李老师',
    passwordHash: 'scrypt$16384$8$1$Tua8-z90giYFEfUf_GYpvA$3JO9Q3jRurVltC3s1Grmn4M0Fh77eD87In8kTjwskMY',
    permissions: TEACHER_PERMISSIONS,
  },
  {
    // Staff (administration): no teaching; writes and publishes notices and dispatches repair orders.
    // It stands for the enterprise messenger's member: the messenger entry (/api/corp/index) offers it on the login page.
    username: 'staff',
    role: 'staff',
    roleName: '职工',
    name: '张老师',
    passwordHash: 'scrypt$16384$8$1$0x6k7LgCzJQf2k_ufNUbIg$QE7iMTnhaLr_NHoLuLgRp07DCA6UcZQF1lvU356bcPA',
    permissions: STAFF_PERMISSIONS,
  },
  {
    // Visitor: the public face only: home page and public news. No notices, no official releases.
    username: 'visitor',
    role: 'visitor',
    roleName: '访客',
    name: '访客用户',
    passwordHash: 'scrypt$16384$8$1$UaskFeaEWAqpQDMhxS_rMg$0xMUTLvdc4EXIjOQ-buYzg3yFzHkrXitarS3r-NwSS4',
    permissions: {
      home: { module: HOME },
      news: { module: NEWS },
      tjuNews: { module: NEWS },
    },
  },
  {
    // Administrator: every app and every module above, plus epidemic management and statistics export.
    username: 'admin',
    role: 'admin',
    roleName: '管理员',
    name: '系统管理员',
    passwordHash: 'scrypt$16384$8$1$BiKr43yHaY_vrD3k7SK7WA$ZHUc1bbpTcEKlWIJqkoGPEeo3b2rwjlq-IshN5ejfeA',
    permissions: {
      home: { module: HOME },
      ...ALL_NEWS,
      score: { module: ['index'] },
      schedule: { module: ['index', 'week', 'teaching'] },
      library: { module: ['mine', 'history', 'collection', 'order'] },
      campusCard: { module: ['index', 'cardFlowing', 'reportLoss'] },
      payment: { module: ['index', 'detail', 'payRecord'] },
      repair: { module: ['index', 'detail', 'back', 'dispatch', 'statistic'] },
      announcementRelease: { module: ['compose', 'publish', 'review'] },
      dataStatistics: { module: ['view', 'export'] },
      epidemicManager: { module: ['manage'] },
    },
  },
  {
    // Instructor (辅导员) of three classes of the computer science college, 王小明's among them (sandbox/campus/).
    username: 'instructor',
    role: 'instructor',
    roleName: '辅导员',
    name: '陈老师',
    passwordHash: 'scrypt$16384$8$1$SLtx1GljqOlyzmiGIp7EhA$VTOyIeVxijunu5FILxzUQGbumHfvTsCwiL13pC-I8PQ',
    permissions: TEACHER_PERMISSIONS,
  },
  {
    // Leader (学院领导) of the computer science college: every class of it.
    username: 'leader',
    role: 'leader',
    roleName: '学院领导',
    name: '刘书记',
    passwordHash: 'scrypt$16384$8$1$b6IEURFhhNgtM9pIVhqRqA$I9ghkskNrukxAiy2z2V6fMSmlcRwJgBuDvhcUp6tu1k',
    permissions: TEACHER_PERMISSIONS,
  },
  {
    // The student affairs office (学工部): every college of the school.
    username: 'manager',
    role: 'manager',
    roleName: '学工部',
    name: '周老师',
    passwordHash: 'scrypt$16384$8$1$tSPR1Z9tgM6tORU_17hXHQ$jF1611_mbxrDQJA3lU1OvR9SpzVf9lQoqfSLFMrCOQY',
    permissions: STAFF_PERMISSIONS,
  },
];

/**
 * Whose grants a campus staff role also gets (sandbox/modules/sandboxModule.ts): an instructor or a leader
 * is a teacher, the student affairs office is staff, so what the widgets grant those roles (notices,
 * greeting cards…) reaches them too, besides what a widget grants their own role.
 */
export const ROLE_GRANTED_AS: Readonly<Record<CampusStaffRole, DemoAccount['role']>> = { instructor: 'teacher', leader: 'teacher', manager: 'staff' };

/** The role a role is a kind of (`instructor` → `teacher`), itself for every other: for code that knows the five base roles only. */
export const baseRoleOf = (role: string): string => (Object.hasOwn(ROLE_GRANTED_AS, role) ? ROLE_GRANTED_AS[role as CampusStaffRole] : role);

/** The account that stands for the enterprise messenger's member (legacy-portal §7): typed in on the login page its entry leads to. */
export const MESSENGER_ACCOUNT = 'staff';
