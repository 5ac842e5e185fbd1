// The course screens outside the editor and the preview: one chunk for both areas' screens.
export { AgencyCourseScreen } from './AgencyCourseScreen.tsx';
export { AgencyCoursesScreen } from './AgencyCoursesScreen.tsx';
export { CourseCreateScreen, CourseEditScreen } from './CourseFormScreen.tsx';
export { CoursesScreen } from './CoursesScreen.tsx';
