import { AreaPlaceholder } from '../../../components/area-placeholder';

/** Entry of the 'projects' area (SPEC §2.1). Its screens come with a later issue; until then, a placeholder. */
export default function ProjectsAreaPage() {
  return <AreaPlaceholder area="projects" />;
}
