export { getLessonAttendance, takeAttendance } from './attendance';
export { getLessonBalance } from './balances';
export { calendarFeed, getCalendarLink, resetCalendarLink } from './calendar-feed';
export { getHolidays, setHolidays } from './holidays';
export { requestLeave } from './leave';
export { getClassLessons, setClassSchedule, updateLesson } from './schedule';
export { getTimetable } from './timetable';
