/** A class's homework list (Add content) and publishing it to students. */
export {
  addHomeworkToClass,
  listClassHomework,
  publishHomework,
  removeAllHomework,
  removeHomeworkFromClass,
  studentsForHomework,
  unpublishHomework,
} from './class-homework';
export { publishToStudents } from './publish';
