// 教育培训 fixtures of the study and training-file stories: staff01's courses, a course being studied, their
// training file and the enterprise's completion.
import type { MyCourse, StudyCourseView } from '../../src/domain/jypx-study.ts';
import type { TrainingFile } from '../../src/domain/jypx-training-file.ts';
import type { CompletionAnswer } from '../../src/client/pages/jypx/file-api.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';

export const MY_COURSES: MyCourse[] = [
  { id: 7, name: '动火作业安全要点', hours: 1, courseType: 'video', hasVideo: true, documents: 1, inMyPlan: true, progress: { seconds: 1200, required: 2700, percent: 44, completed: false } },
  { id: 8, name: '受限空间作业安全', hours: 2, courseType: 'document', hasVideo: false, documents: 2, inMyPlan: false, progress: { seconds: 7200, required: 7200, percent: 100, completed: true } },
];

/** A course without video or documents: studying counts while the page is open. */
export const STUDIED: StudyCourseView = {
  id: 8, name: '受限空间作业安全', hours: 2, countsHours: true, courseType: 'document', lecturer: '李安全', summary: '受限空间作业的审批、气体分析与监护要求。',
  documents: [], video: null, beatSeconds: 20, progress: { seconds: 600, required: 7200, percent: 8, completed: false },
};

export const TRAINING_FILE: TrainingFile = {
  person: { id: 3, name: '张伟', department: '生产部' },
  contractor: null,
  totals: { hours: 6, coursesCompleted: 1, examsPassed: 1, examsFailed: 1, plansCompleted: 1, plans: 2 },
  plans: [
    { id: 21, name: '危险化学品安全培训', state: 'published', requiredHours: 4, hours: 4, completed: true, exam: { id: 42, name: '危险化学品安全知识考试', attempts: 2, passed: true, bestScore: 80 }, courses: [] },
    { id: 20, name: '特殊作业安全专项培训', state: 'published', requiredHours: 8, hours: 2, completed: false, exam: null, courses: [{ id: 7, name: '动火作业安全要点', percent: 44, completed: false }] },
  ],
  records: [{ id: 91, name: '危险化学品安全知识考试', date: '2026-11-20', hours: 4, score: 80, passed: true, source: 'exam', certificateNo: null }],
  attempts: [
    { examName: '危险化学品安全知识考试', attemptNo: 1, submittedAt: '2026-11-18 10:20:00', score: 40, passed: false },
    { examName: '危险化学品安全知识考试', attemptNo: 2, submittedAt: '2026-11-20 10:05:00', score: 80, passed: true },
  ],
};

/** A contractor worker's file: one session passed with a certificate, one failed. */
export const CONTRACTOR_FILE: TrainingFile = {
  person: { id: 40, name: '周电焊', department: null },
  contractor: { contractorId: 7, name: '苏州安达建设工程有限公司', trainingStatus: 'passed' },
  totals: { hours: 12, coursesCompleted: 0, examsPassed: 0, examsFailed: 0, plansCompleted: 0, plans: 0 },
  plans: [],
  records: [
    { id: 12, name: '入厂三级安全教育（复训）', date: '2026-11-20', hours: 8, score: 86, passed: true, source: 'contractor', certificateNo: 'AD-2026-031' },
    { id: 11, name: '动火作业专项培训', date: '2026-10-09', hours: 4, score: 52, passed: false, source: 'contractor', certificateNo: null },
  ],
  attempts: [],
};

export const COMPLETION: CompletionAnswer = {
  enterprise: { due: 10, completed: 4, percent: 40 },
  departments: [
    { department: 1, name: '生产部', hours: 12, due: 6, completed: 3, percent: 50 },
    { department: 2, name: '安全环保部', hours: 6, due: 4, completed: 1, percent: 25 },
  ],
  overduePlans: [{ id: 19, name: '新员工三级安全教育' }],
  exams: [{ examId: 42, name: '危险化学品安全知识考试', attempts: 5, passed: 3, percent: 60 }],
};

/** The study and training-file routes answered from the fixtures. */
export const studyRoutes = (): MockRoutes => ({
  'GET /jypx/study/mine': okData(MY_COURSES),
  'POST /jypx/study/open': okData(STUDIED),
  'POST /jypx/study/beat': okData({ progress: STUDIED.progress, counted: 0, completedNow: false }),
  'GET /jypx/file/person': okData(TRAINING_FILE),
  'GET /jypx/file/people': okData([
    { id: 3, name: '张伟', department: '生产部', contractor: null },
    { id: 40, name: '周电焊', department: null, contractor: '苏州安达建设工程有限公司' },
  ]),
  'GET /jypx/file/completion': okData(COMPLETION),
});
