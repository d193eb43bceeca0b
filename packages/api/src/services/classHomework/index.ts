/** A class's homework list (Add content) and publishing it to students. */
export {
  addHomeworkToClass,
  listClassHomework,
  publishHomework,
  removeAllHomework,
  removeHomeworkFromClass,
  studentsForHomework,
  unpublishHomework,
} from './classHomework';
export { publishToStudents } from './publish';
