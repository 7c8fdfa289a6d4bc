// 课程学习 (/jypx/study/:id, hidden, opened from 我的课程): the course :id studied in the page.
import { Result } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { CourseStudy } from './course-study.tsx';
import { studyApi } from './study-api.ts';

const t = textOf(jypxZh);
export const MY_COURSES_PATH = '/jypx/my-course';

export default function StudyPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const courseId = Number(id);
  if (!Number.isSafeInteger(courseId) || courseId <= 0) return <Result status="404" title={t('jypx.study.courseNotFound')} />;
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <CourseStudy key={courseId} api={studyApi} courseId={courseId} onBack={() => void navigate(MY_COURSES_PATH)} />
    </ResourceClientContext.Provider>
  );
}
