/**
 * The agenda endpoints (widgets/agenda): the week of a user's agendas (school-wide, their groups', their
 * own), receipts, groups (a teacher's class groups from the campus directory, free groups of chosen
 * people), members, publishing and deleting agendas, each member's reminder, and the reminders due at
 * `services.now()`. Ownership is checked on every write: only a group's owner publishes to it or changes
 * its members; only the school office (module `manage`) publishes school-wide; only the publisher edits or
 * deletes an agenda. Someone chosen for a free group is invited, and in it only once they accept
 * (`answerInvitation`); the directory search answers only the people the caller's role needs (reachOf).
 */
import type { Context } from 'hono';
import type { Agenda, Group } from '../generated/types.ts';
import {
  grantOfRequest,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  type SandboxUser,
  createCampusDirectory,
  addDays,
  dayStart,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  baseRoleOf,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { addStudents, mondayOf, REMIND_CHOICES, studentsOfClassRows } from './agendaSeed.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const AGENDA_MESSAGES = {
  badTime: { zh: '时间格式应为 HH:mm', en: 'The time must be written as HH:mm', tw: '時間格式應為 HH:mm' },
  endBeforeStart: { zh: '结束时间须晚于开始时间', en: 'The end time must be later than the start time', tw: '結束時間須晚於開始時間' },
  endDayBefore: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be earlier than the start date', tw: '結束日期不能早於開始日期' },
  badTarget: { zh: '请选择日程发给谁', en: 'Choose who the agenda is for', tw: '請選擇日程發給誰' },
  notOwner: {
    zh: '只有群组的创建者可以向该群组发布日程或调整成员',
    en: 'Only the creator of the group can publish agendas to it or change its members',
    tw: '只有群組的創建者可以向該群組發佈日程或調整成員',
  },
  schoolOnly: { zh: '只有学校办公室可以发布全校日程', en: 'Only the school office can publish school-wide agendas', tw: '只有學校辦公室可以發佈全校日程' },
  notPublisher: { zh: '只能修改或删除自己发布的日程', en: 'You can only edit or delete agendas you published', tw: '只能修改或刪除自己發佈的日程' },
  notFound: { zh: '该日程不存在或已被删除', en: 'This agenda does not exist or has been deleted', tw: '該日程不存在或已被刪除' },
  groupNotFound: { zh: '该群组不存在', en: 'This group does not exist', tw: '該群組不存在' },
  notMember: { zh: '你不在该群组中', en: 'You are not in this group', tw: '你不在該群組中' },
  teacherOnly: {
    zh: '只有任课教师和辅导员可以按班级建群',
    en: 'Only course teachers and instructors can create class groups',
    tw: '只有任課教師和輔導員可以按班級建群',
  },
  notYourClass: {
    zh: '只能为自己任教或负责的班级建群',
    en: 'You can only create groups for classes you teach or look after',
    tw: '只能為自己任教或負責的班級建群',
  },
  classTaken: { zh: '该班级群已经建立', en: 'A group for this class already exists', tw: '該班級群已經建立' },
  badName: { zh: '群组名称须为 2 到 20 个字', en: 'The group name must be 2 to 20 characters', tw: '群組名稱須為 2 到 20 個字' },
  noMembers: { zh: '请至少选择一名成员', en: 'Choose at least one member', tw: '請至少選擇一名成員' },
  tooManyMembers: { zh: '一个群组最多 300 名成员', en: 'A group can have at most 300 members', tw: '一個群組最多 300 名成員' },
  unknownMember: { zh: '所选成员不在校园名录中', en: 'A chosen member is not in the campus directory', tw: '所選成員不在校園名錄中' },
  memberMissing: { zh: '该成员不在群组中', en: 'This member is not in the group', tw: '該成員不在群組中' },
  ownerStays: { zh: '不能移除群主本人', en: 'The group owner cannot be removed', tw: '不能移除群主本人' },
  noDirectory: {
    zh: '访客账号不能查找或邀请校内人员',
    en: 'A visitor account cannot look up or invite people of the school',
    tw: '訪客帳號不能查找或邀請校內人員',
  },
  outOfReach: {
    zh: '只能邀请你能查找到的人：学生可邀请同班同学，教职工可邀请同事和所教班级的学生',
    en: 'You can only invite people you can look up: students their classmates, staff their colleagues and the students of their classes',
    tw: '只能邀請你能查找到的人：學生可邀請同班同學，教職工可邀請同事和所教班級的學生',
  },
  noInvitation: { zh: '没有这个群组的待接受邀请', en: 'There is no open invitation to this group', tw: '沒有這個群組的待接受邀請' },
} as const satisfies Record<string, LocalMessage>;

const LOOK_AHEAD_DAYS = 14;

interface ItemRow {
  id: number;
  title: string;
  start_at: number;
  end_at: number;
  all_day: 0 | 1;
  place: string;
  note: string;
  scope: Agenda['scope'];
  group_id: number | null;
  group_name: string | null;
  group_owner: string | null;
  owner: string;
  owner_name: string;
  remind: number;
  seen: 0 | 1;
  seen_count: number;
  member_count: number;
}

interface GroupRow {
  id: number;
  name: string;
  kind: Group['kind'];
  class_id: number | null;
  owner: string;
  owner_name: string;
  members: number;
}

const toGroup = (row: GroupRow): Group => ({ id: row.id, name: row.name, kind: row.kind, owner: row.owner_name, members: row.members });

/** Agendas the user sees: the school's, their own, and their groups' (as owner or member). */
const VISIBLE = `
  (i.scope = 'school' OR (i.scope = 'personal' AND i.owner = :user)
   OR (i.scope = 'group' AND (g.owner = :user OR EXISTS (SELECT 1 FROM agenda_members m WHERE m.group_id = i.group_id AND m.username = :user AND m.invited_at IS NULL))))`;
const ITEM = `
  SELECT i.*, g.name AS group_name, g.owner AS group_owner,
    coalesce((SELECT r.minutes FROM agenda_reminders r WHERE r.agenda_id = i.id AND r.username = :user), i.remind_minutes) AS remind,
    (i.scope <> 'group' OR i.owner = :user OR EXISTS (SELECT 1 FROM agenda_receipts s WHERE s.agenda_id = i.id AND s.username = :user)) AS seen,
    (SELECT count(*) FROM agenda_receipts s WHERE s.agenda_id = i.id) AS seen_count,
    (SELECT count(*) FROM agenda_members m WHERE m.group_id = i.group_id AND m.invited_at IS NULL) AS member_count
  FROM agenda_items i LEFT JOIN agenda_groups g ON g.id = i.group_id`;

const toAgenda = (row: ItemRow, user: string): Agenda => ({
  id: row.id,
  title: row.title,
  start: row.start_at,
  end: row.end_at,
  allDay: row.all_day === 1,
  place: row.place,
  note: row.note,
  scope: row.scope,
  groupId: row.group_id,
  groupName: row.group_name,
  publisher: row.owner_name,
  remind: row.remind as Agenda['remind'],
  mine: row.owner === user,
  seen: row.seen === 1,
  // Receipts are the publisher's to read: how many members have seen a group's agenda.
  receipts: row.scope === 'group' && row.owner === user ? { seen: row.seen_count, members: row.member_count } : null,
});

const tidy = (text: string | undefined) => (text ?? '').trim().replace(/\s+/gu, ' ');

export function createAgendaRoutes(services: SandboxServices) {
  const { db } = services;
  const campus = createCampusDirectory(db);
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));

  const inRange = db.prepare<[{ user: string; from: number; to: number }], ItemRow>(
    `${ITEM} WHERE ${VISIBLE} AND i.start_at < :to AND i.end_at >= :from ORDER BY i.all_day DESC, i.start_at, i.id`,
  );
  const visibleOne = db.prepare<[{ user: string; id: number }], ItemRow>(`${ITEM} WHERE ${VISIBLE} AND i.id = :id`);
  const anyOne = db.prepare<[{ user: string; id: number }], ItemRow>(`${ITEM} WHERE i.id = :id`);
  const ofGroup = db.prepare<[{ user: string; group: number; from: number }], ItemRow>(
    `${ITEM} WHERE i.group_id = :group AND i.end_at >= :from ORDER BY i.start_at, i.id`,
  );
  const schoolFrom = db.prepare<[{ user: string; from: number }], ItemRow>(`${ITEM} WHERE i.scope = 'school' AND i.end_at >= :from ORDER BY i.start_at, i.id`);
  // A group's members are those in it: someone invited counts once they accept.
  const GROUP = `SELECT g.*, (SELECT count(*) FROM agenda_members m WHERE m.group_id = g.id AND m.invited_at IS NULL) AS members FROM agenda_groups g`;
  const groupById = db.prepare<[number], GroupRow>(`${GROUP} WHERE g.id = ?`);
  const ownedGroups = db.prepare<[string], GroupRow>(`${GROUP} WHERE g.owner = ? ORDER BY g.kind, g.id`);
  const groupsOf = (joined: boolean) =>
    db.prepare<[string, string], GroupRow>(
      `${GROUP} WHERE g.owner <> ? AND EXISTS (SELECT 1 FROM agenda_members m WHERE m.group_id = g.id AND m.username = ? AND m.invited_at IS ${joined ? '' : 'NOT '}NULL) ORDER BY g.id`,
    );
  const memberGroups = groupsOf(true);
  const invitingGroups = groupsOf(false);
  const isMember = db.prepare<[number, string], { one: number }>(
    'SELECT 1 AS one FROM agenda_members WHERE group_id = ? AND username = ? AND invited_at IS NULL',
  );
  const members = db.prepare<[number], { key: string; name: string; detail: string; invited: 0 | 1 }>(
    'SELECT member_key AS key, name, detail, invited_at IS NOT NULL AS invited FROM agenda_members WHERE group_id = ? ORDER BY invited_at IS NOT NULL, member_key',
  );
  const teaching = db.prepare<[string], { id: number; course: string }>('SELECT class_id AS id, course FROM agenda_teaching WHERE username = ?');
  const groupOfClass = db.prepare<[string, number], { id: number }>('SELECT id FROM agenda_groups WHERE owner = ? AND class_id = ?');
  const insertGroup = db.prepare<[string, string, number | null, string, string, number]>(
    'INSERT INTO agenda_groups (name, kind, class_id, owner, owner_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const inviteMember = db.prepare('INSERT OR IGNORE INTO agenda_members (group_id, member_key, name, detail, username, invited_at) VALUES (?, ?, ?, ?, ?, ?)');
  const studentByNumber = db.prepare<[string], { studentNumber: string; name: string; username: string | null; className: string; classId: number }>(
    `SELECT s.student_number AS studentNumber, s.name, s.username, c.name AS className, c.id AS classId
     FROM campus_students s JOIN campus_classes c ON c.id = s.class_id WHERE s.student_number = ?`,
  );
  const accountByUsername = db.prepare<[string], { username: string; name: string; roleName: string }>(
    "SELECT username, name, role_name AS roleName FROM users WHERE username = ? AND role <> 'student' AND role <> 'visitor'",
  );
  const findStudents = db.prepare<[{ q: string; all: 0 | 1; classes: string }], { studentNumber: string; name: string; className: string }>(`
    SELECT s.student_number AS studentNumber, s.name, c.name AS className FROM campus_students s JOIN campus_classes c ON c.id = s.class_id
    WHERE (instr(s.name, :q) > 0 OR s.student_number LIKE :q || '%') AND (:all = 1 OR s.class_id IN (SELECT value FROM json_each(:classes)))
    ORDER BY s.student_number LIMIT 20`);
  const findAccounts = db.prepare<[string], { username: string; name: string; roleName: string }>(`
    SELECT username, name, role_name AS roleName FROM users WHERE role NOT IN ('student', 'visitor') AND instr(name, ?) > 0 ORDER BY username LIMIT 10`);

  const userOf = (c: Context<LoggedInEnv>): SandboxUser => c.get('user');
  const nowSeconds = () => epochSeconds(services);
  /** The classes a user may make a group of: those they teach (agenda_teaching) and those they look after. */
  const teachableClasses = (username: string) => {
    const courses = new Map(teaching.all(username).map((row) => [row.id, row.course]));
    for (const one of campus.classesOfInstructor(username)) if (!courses.has(one.id)) courses.set(one.id, '辅导员');
    const counts = new Map(campus.countsPerClass().map((row) => [row.id, row.students]));
    return campus
      .classes()
      .filter((one) => courses.has(one.id))
      .map((one) => ({ id: one.id, name: one.name, college: one.collegeName, course: courses.get(one.id)!, students: counts.get(one.id) ?? 0 }));
  };
  const mayMakeClassGroups = (user: SandboxUser) => baseRoleOf(user.role) === 'teacher';
  /**
   * Whom the caller may find in the directory and choose for a group: what their role needs. A student,
   * their classmates; staff, their colleagues (portal accounts other than students), and the students of
   * the classes they teach or look after, a college leader those of the college, the student affairs office
   * and the administrator every student; a visitor, nobody.
   */
  const reachOf = (user: SandboxUser): { accounts: boolean; classes: 'all' | ReadonlySet<number> } | undefined => {
    if (baseRoleOf(user.role) === 'visitor') return undefined;
    const place = campus.placeOfStudent({ username: user.username });
    if (place) return { accounts: false, classes: new Set([place.campusClass.id]) };
    if (user.role === 'admin' || campus.staffMember(user.username)?.duty === 'manager') return { accounts: true, classes: 'all' };
    const classes = new Set(teachableClasses(user.username).map((one) => one.id));
    for (const college of campus.collegesOfLeader(user.username)) for (const one of campus.classes(college.id)) classes.add(one.id);
    return { accounts: true, classes };
  };
  const reaches = (reach: NonNullable<ReturnType<typeof reachOf>>, classId: number) => reach.classes === 'all' || reach.classes.has(classId);

  routes.get('agenda.week', (c, { input, ok }) => {
    const user = userOf(c);
    const now = services.now();
    const from = input.from ? mondayOf(dayStart(input.from) * 1000) : mondayOf(now);
    const rows = inRange.all({ user: user.username, from: dayStart(from), to: dayStart(addDays(from, 7)) });
    return ok({ now: Math.floor(now / 1000), from, list: rows.map((row) => toAgenda(row, user.username)) });
  });

  const markSeen = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO agenda_receipts (agenda_id, username, seen_at) VALUES (?, ?, ?)');
  routes.post('agenda.seen', (c, { input, ok }) => {
    const user = userOf(c);
    const ids = (input.ids ?? []).slice(0, 200);
    let marked = 0;
    // Only a member's receipt counts: the publisher and strangers record nothing.
    for (const id of ids) {
      const row = visibleOne.get({ user: user.username, id });
      if (row && row.scope === 'group' && row.owner !== user.username && isMember.get(row.group_id!, user.username)) {
        marked += markSeen.run(id, user.username, nowSeconds()).changes;
      }
    }
    return ok({ marked });
  });

  routes.get('agenda.groups', (c, { ok }) => {
    const user = userOf(c);
    return ok({
      owned: ownedGroups.all(user.username).map(toGroup),
      member: memberGroups.all(user.username, user.username).map(toGroup),
      invited: invitingGroups.all(user.username, user.username).map(toGroup),
      mayMakeClassGroups: mayMakeClassGroups(user),
      mayMakeGroups: reachOf(user) !== undefined,
    });
  });

  routes.get('agenda.group', (c, { input, ok }) => {
    const user = userOf(c);
    const group = groupById.get(input.id);
    if (!group) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.groupNotFound);
    const owner = group.owner === user.username;
    if (!owner && !isMember.get(group.id, user.username)) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notMember);
    const from = dayStart(mondayOf(services.now()));
    return ok({
      group: toGroup(group),
      isOwner: owner,
      className: group.class_id === null ? null : (campus.classes().find((one) => one.id === group.class_id)?.name ?? null),
      // Members see who runs the group; only its owner sees (and removes) the members one by one.
      members: owner ? members.all(group.id).map(({ key, name, detail, invited }) => ({ key, name, detail, invited: invited === 1 })) : [],
      list: ofGroup.all({ user: user.username, group: group.id, from }).map((row) => toAgenda(row, user.username)),
    });
  });

  routes.get('agenda.classes', (c, { ok }) => {
    const user = userOf(c);
    if (!mayMakeClassGroups(user)) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.teacherOnly);
    return ok({ list: teachableClasses(user.username).map((one) => ({ ...one, groupId: groupOfClass.get(user.username, one.id)?.id ?? null })) });
  });

  routes.post('agenda.addClass', (c, { input, ok }) => {
    const user = userOf(c);
    if (!mayMakeClassGroups(user)) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.teacherOnly);
    const one = teachableClasses(user.username).find((candidate) => candidate.id === input.classId);
    if (!one) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notYourClass);
    const made = db
      .transaction(() => {
        if (groupOfClass.get(user.username, one.id)) return undefined;
        const id = Number(insertGroup.run(one.name, 'class', one.id, user.username, user.name, nowSeconds()).lastInsertRowid);
        addStudents(db, id, studentsOfClassRows(db, one.id));
        return id;
      })
      .immediate();
    if (made === undefined) return replyFail(c, SandboxErrorCode.conflict, AGENDA_MESSAGES.classTaken);
    return ok({ group: toGroup(groupById.get(made)!) });
  });

  routes.get('agenda.people', (c, { input, ok }) => {
    const reach = reachOf(userOf(c));
    if (!reach) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.noDirectory);
    const q = tidy(input.q);
    if (q.length === 0) return ok({ list: [] });
    const classes = reach.classes === 'all' ? { all: 1 as const, classes: '[]' } : { all: 0 as const, classes: JSON.stringify([...reach.classes]) };
    return ok({
      list: [
        ...(reach.accounts ? findAccounts.all(q) : []).map((row) => ({ key: `u:${row.username}`, name: row.name, detail: row.roleName })),
        ...findStudents
          .all({ q, ...classes })
          .map((row) => ({ key: `s:${row.studentNumber}`, name: row.name, detail: `${row.className} ${row.studentNumber}` })),
      ],
    });
  });

  routes.post('agenda.createGroup', (c, { input, ok }) => {
    const user = userOf(c);
    const reach = reachOf(user);
    if (!reach) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.noDirectory);
    const name = tidy(input.name);
    if (name.length < 2 || name.length > 20) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.badName);
    const keys = [...new Set(input.members)];
    if (keys.length === 0) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.noMembers);
    if (keys.length > 300) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.tooManyMembers);
    const resolved: Array<[string, string, string, string | null]> = [];
    for (const key of keys) {
      if (key.startsWith('s:')) {
        const student = studentByNumber.get(key.slice(2));
        if (!student) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.unknownMember);
        if (!reaches(reach, student.classId)) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.outOfReach);
        resolved.push([key, student.name, `${student.className} ${student.studentNumber}`, student.username]);
      } else if (key.startsWith('u:')) {
        const account = accountByUsername.get(key.slice(2));
        if (!account) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.unknownMember);
        if (!reach.accounts) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.outOfReach);
        resolved.push([key, account.name, account.roleName, account.username]);
      } else return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.unknownMember);
    }
    const id = db
      .transaction(() => {
        const made = Number(insertGroup.run(name, 'free', null, user.username, user.name, nowSeconds()).lastInsertRowid);
        // Chosen is invited: nobody is put into a group (and its agendas into their week) without saying yes.
        for (const row of resolved) inviteMember.run(made, ...row, nowSeconds());
        return made;
      })
      .immediate();
    return ok({ group: toGroup(groupById.get(id)!) });
  });

  const accept = db.prepare<[number, string]>('UPDATE agenda_members SET invited_at = NULL WHERE group_id = ? AND username = ? AND invited_at IS NOT NULL');
  const decline = db.prepare<[number, string]>('DELETE FROM agenda_members WHERE group_id = ? AND username = ? AND invited_at IS NOT NULL');
  routes.post('agenda.answerInvitation', (c, { input, ok }) => {
    const { groupId } = input;
    if ((input.accept ? accept : decline).run(groupId, userOf(c).username).changes === 0)
      return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.noInvitation);
    return ok({ groupId, joined: input.accept });
  });

  const dropMember = db.prepare<[number, string]>('DELETE FROM agenda_members WHERE group_id = ? AND member_key = ?');
  routes.post('agenda.removeMember', (c, { input, ok }) => {
    const user = userOf(c);
    const group = groupById.get(input.groupId);
    if (!group) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.groupNotFound);
    if (group.owner !== user.username) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notOwner);
    const key = input.key ?? '';
    if (key === `u:${user.username}`) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.ownerStays);
    if (dropMember.run(group.id, key).changes === 0) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.memberMissing);
    return ok({ group: toGroup(groupById.get(group.id)!) });
  });

  const insertItem = db.prepare(`INSERT INTO agenda_items
    (title, start_at, end_at, all_day, place, note, scope, group_id, owner, owner_name, remind_minutes, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateItem = db.prepare(
    'UPDATE agenda_items SET title = ?, start_at = ?, end_at = ?, all_day = ?, place = ?, note = ?, remind_minutes = ? WHERE id = ?',
  );
  routes.post('agenda.save', (c, { input, ok }) => {
    const user = userOf(c);
    const title = tidy(input.title);
    const place = tidy(input.place);
    const note = (input.note ?? '').trim();
    const { date, remind } = input;
    const allDay = input.allDay === true;
    let start: number;
    let end: number;
    if (allDay) {
      const endDate = input.endDate || date;
      if (endDate < date) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.endDayBefore);
      start = dayStart(date);
      end = dayStart(endDate);
    } else {
      const { startTime = '', endTime = '' } = input;
      if (!startTime || !endTime) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.badTime);
      if (endTime <= startTime) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.endBeforeStart);
      const at = (hhmm: string) => dayStart(date) + Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;
      start = at(startTime);
      end = at(endTime);
    }

    if (input.id) {
      // An edit keeps where the agenda went; only its publisher changes it.
      const existing = anyOne.get({ user: user.username, id: input.id });
      if (!existing) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.notFound);
      if (existing.owner !== user.username) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notPublisher);
      updateItem.run(title, start, end, allDay ? 1 : 0, place, note, remind, existing.id);
      return ok({ agenda: toAgenda(anyOne.get({ user: user.username, id: existing.id })!, user.username) });
    }

    const target = input.target ?? '';
    let scope: Agenda['scope'];
    let groupId: number | null = null;
    if (target === 'me') scope = 'personal';
    else if (target === 'school') {
      if (grantOfRequest(c, services, { module: 'manage' }) !== 'open') return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.schoolOnly);
      scope = 'school';
    } else if (/^\d+$/.test(target)) {
      const group = groupById.get(Number(target));
      if (!group) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.groupNotFound);
      if (group.owner !== user.username) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notOwner);
      scope = 'group';
      groupId = group.id;
    } else return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.badTarget);
    const id = Number(
      insertItem.run(title, start, end, allDay ? 1 : 0, place, note, scope, groupId, user.username, user.name, remind, nowSeconds()).lastInsertRowid,
    );
    return ok({ agenda: toAgenda(anyOne.get({ user: user.username, id })!, user.username) });
  });

  const deleteItem = db.prepare<[number]>('DELETE FROM agenda_items WHERE id = ?');
  routes.post('agenda.delete', (c, { input, ok }) => {
    const user = userOf(c);
    const existing = anyOne.get({ user: user.username, id: input.id });
    if (!existing) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.notFound);
    if (existing.owner !== user.username) return replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notPublisher);
    // Reminders and receipts go with it (ON DELETE CASCADE): members no longer see it anywhere.
    deleteItem.run(existing.id);
    return ok({ id: existing.id });
  });

  routes.get('agenda.reminders', (c, { ok }) => {
    const user = userOf(c);
    const now = nowSeconds();
    const rows = inRange.all({ user: user.username, from: now, to: now + LOOK_AHEAD_DAYS * 86_400 }).filter((row) => row.start_at > now);
    rows.sort((a, b) => a.start_at - b.start_at || a.id - b.id);
    return ok({
      now,
      choices: [...REMIND_CHOICES],
      list: rows.map((row) => {
        const remindAt = row.start_at - row.remind * 60;
        // Due: the reminder's moment has come and the agenda has not begun yet.
        return { agenda: toAgenda(row, user.username), remindAt, due: remindAt <= now };
      }),
    });
  });

  const setRemind = db.prepare<[number, string, number]>(
    'INSERT INTO agenda_reminders (agenda_id, username, minutes) VALUES (?, ?, ?) ON CONFLICT (agenda_id, username) DO UPDATE SET minutes = excluded.minutes',
  );
  routes.post('agenda.remind', (c, { input, ok }) => {
    const user = userOf(c);
    const { minutes } = input;
    const row = visibleOne.get({ user: user.username, id: input.id });
    if (!row) return replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.notFound);
    setRemind.run(row.id, user.username, minutes);
    return ok({ id: row.id, minutes, remindAt: row.start_at - minutes * 60 });
  });

  routes.get('agenda.school', requireGrant(services, { message: AGENDA_MESSAGES.schoolOnly }), (c, { ok }) => {
    const user = userOf(c);
    const from = dayStart(mondayOf(services.now()));
    return ok({ list: schoolFrom.all({ user: user.username, from }).map((row) => toAgenda(row, user.username)) });
  });

  return routes;
}
