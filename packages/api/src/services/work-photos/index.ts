export { attachWorkPhoto, removeWorkPhoto, takesWorkPhotos } from './attach';
export { markWorkPhoto, rotateWorkPhoto } from './correct';
export { familyWorkPhotos, teacherWorkPhotos } from './read';
