/** The campus directory: colleges, classes, students and the staff who look after them. */
export {
  createCampusDirectory,
  type CampusClass,
  type CampusDirectory,
  type College,
  type Duty,
  type StaffMember,
  type Student,
  type StudentPlace,
  type UnitCount,
} from './campusDirectory.ts';
export { seedCampusDirectory } from './campusSeed.ts';
export type { Gender } from './studentNames.ts';
