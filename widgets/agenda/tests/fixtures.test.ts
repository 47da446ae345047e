import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import {
  classGroup,
  classGroupForStudent,
  createdGroup,
  madeClass,
  people,
  reminders,
  remindSet,
  savedAgenda,
  schoolAgendas,
  studentGroups,
  studentWeek,
  teacherClasses,
  teacherGroups,
} from '../fixtures.ts';

describe('agenda fixtures follow the response contracts', () => {
  it.each([
    ['agenda.week', studentWeek],
    ['agenda.groups', teacherGroups],
    ['agenda.groups', studentGroups],
    ['agenda.group', classGroup],
    ['agenda.group', classGroupForStudent],
    ['agenda.classes', teacherClasses],
    ['agenda.addClass', madeClass],
    ['agenda.createGroup', createdGroup],
    ['agenda.people', people],
    ['agenda.reminders', reminders],
    ['agenda.remind', remindSet],
    ['agenda.school', schoolAgendas],
    ['agenda.save', savedAgenda],
  ])('%s', (key, answer) => expectContract(key, answer));
});
