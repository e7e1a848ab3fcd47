import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const QuizzesListPage = lazy(() => import('./quizzes-list-page'));
const QuizPage = lazy(() => import('./quiz-page'));
const QuizEditorPage = lazy(() => import('./quiz-editor-page'));
const BankEditorPage = lazy(() => import('./bank-editor-page'));
const BankPage = lazy(() => import('./bank-page'));
const AttemptPage = lazy(() => import('./attempt-page'));
const QuizDashboardPage = lazy(() => import('../dashboard/quiz-dashboard-page'));

/**
 * Entry of the 'quizzes' area (SPEC §2.1, decision 0075): question banks, quizzes, the quiz page and the
 * attempt player, and the quiz's results dashboard. Quiz bytes and the student's banks come with a later
 * increment and say so.
 */
export default function QuizzesAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/quizzes':
      return <QuizzesListPage />;
    case '/quiz/:id':
      return <QuizPage />;
    case '/createQuiz':
    case '/createQuiz/:id':
      return <QuizEditorPage />;
    case '/createQuizBank':
    case '/createQuizBank/:id':
      return <BankEditorPage />;
    case '/questionBank/:id':
      return <BankPage view={false} />;
    case '/questionBankView/:id':
      return <BankPage view />;
    case '/myquiz/:id':
      return <AttemptPage />;
    case '/quizDashboard/:id':
      return <QuizDashboardPage />;
    default:
      return <AreaPlaceholder area="quizzes" />;
  }
}
