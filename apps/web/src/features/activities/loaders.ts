// What other features show of the activities feature, loaded lazily in a chunk of its own.

/** The student's list of activities (the student dashboard shows it). */
export const loadStudentActivityList = () => import('./components/student-activity-list');
