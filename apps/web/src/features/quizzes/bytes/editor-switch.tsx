import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useQuiz } from '../api';
import { ByteEditorPage, ByteListPage } from './byte-editor';

const QuizEditorPage = lazy(() => import('../pages/quiz-editor-page'));

/** /createQuiz/{id}: the quiz editor, or the quiz byte editor for a quiz of kind 'byte'. */
function EditorFor({ id }: { id: number }) {
  const quiz = useQuiz(id);
  if (!quiz.data) return <PageLoading />;
  return quiz.data.kind === 'byte' ? <ByteEditorPage id={id} /> : <QuizEditorPage />;
}

/**
 * /createQuiz and /createQuiz/{id} (decision 0077): a quiz byte is a quiz of kind 'byte', so it is
 * written on the same routes; `/createQuiz?kind=byte` lists the author's bytes and starts one.
 */
export default function QuizOrByteEditor() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (!id) return search.get('kind') === 'byte' ? <ByteListPage /> : <QuizEditorPage />;
  return <EditorFor id={Number(id)} />;
}
