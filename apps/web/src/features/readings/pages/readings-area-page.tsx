import type { AreaPageProps } from '../../../lib/area-page';
import { kindOfPattern } from '../reading-view';
import { ReadingsPage } from './readings-page';

/** Entry of the 'readings' area (SPEC §2.1): /books and /articles. */
export default function ReadingsAreaPage({ pattern }: AreaPageProps) {
  const kind = kindOfPattern(pattern);
  return <ReadingsPage key={kind} kind={kind} />;
}
