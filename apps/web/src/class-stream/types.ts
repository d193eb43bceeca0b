import type { RouterOutputs } from '../session/storage';

export type ClassPosts = RouterOutputs['user']['getClassPosts'];
export type ClassPost = ClassPosts['list'][number];
export type ClassPostComment = ClassPost['comments'][number];

/** Who the stream is shown to: the class's teacher (who posts and moderates), or a student or parent. */
export type StreamMode = 'teacher' | 'family';
