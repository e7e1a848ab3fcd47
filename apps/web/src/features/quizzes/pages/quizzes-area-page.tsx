import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const QuizzesListPage = lazy(() => import('./quizzes-list-page'));
const QuizPage = lazy(() => import('./quiz-page'));
const BankEditorPage = lazy(() => import('./bank-editor-page'));
const BankPage = lazy(() => import('./bank-page'));
const AttemptPage = lazy(() => import('./attempt-page'));
const QuizDashboardPage = lazy(() => import('../dashboard/quiz-dashboard-page'));
// Quiz bytes (decision 0077).
const QuizOrByteEditor = lazy(() => import('../bytes/editor-switch'));
const BytePage = lazy(() => import('../bytes/byte-page'));
const PracticePage = lazy(() => import('../bytes/practice-page'));
const MyQuizBanksPage = lazy(() => import('../bytes/bank-pages').then((m) => ({ default: m.MyQuizBanksPage })));
const MyQuestionBankPage = lazy(() => import('../bytes/bank-pages').then((m) => ({ default: m.MyQuestionBankPage })));
const MyQuestionBankDetailsPage = lazy(() =>
  import('../bytes/bank-pages').then((m) => ({ default: m.MyQuestionBankDetailsPage })),
);
const ScorecardPage = lazy(() => import('../bytes/bank-pages').then((m) => ({ default: m.ScorecardPage })));

/**
 * Entry of the 'quizzes' area (SPEC §2.1, decisions 0075 and 0077): question banks, quizzes, the quiz page,
 * the attempt player, the quiz's results dashboard, quiz bytes and the student's banks.
 */
export default function QuizzesAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/quizzes':
      return <QuizzesListPage />;
    case '/quiz/:id':
      return <QuizPage />;
    case '/createQuiz':
    case '/createQuiz/:id':
      return <QuizOrByteEditor />;
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
    case '/quizByte/:id':
      return <BytePage />;
    case '/myquizbyte/:id':
      return <PracticePage />;
    case '/myquizbank/:id':
      return <MyQuizBanksPage />;
    case '/myquestionbank/:id':
      return <MyQuestionBankPage />;
    case '/myquestionbankdetails/:id':
      return <MyQuestionBankDetailsPage />;
    case '/quizBankScorecard/:id':
      return <ScorecardPage />;
    default:
      return <AreaPlaceholder area="quizzes" />;
  }
}
