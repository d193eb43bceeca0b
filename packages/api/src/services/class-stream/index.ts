export { addClassPostComment, deleteCommentAsTeacher, deleteOwnComment } from './comments';
export { createClassPost, deleteClassPost, getClassPosts, updateClassPost } from './posts';
