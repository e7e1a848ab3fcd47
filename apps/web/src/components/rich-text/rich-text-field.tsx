import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorFieldProps } from './rich-text-editor';

const RichTextEditorField = lazy(() => import('./rich-text-editor'));

/** The rich text editor, loaded when a form shows it (its code is kept out of the pages' first screen). */
export function RichTextField(props: RichTextEditorFieldProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label={`Loading ${props.label}`} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
