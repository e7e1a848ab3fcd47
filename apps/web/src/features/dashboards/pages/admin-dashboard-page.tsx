import { AreaPlaceholder } from '../../../components/area-placeholder';

/** Being built (issue 24). */
export default function Page() {
  return <AreaPlaceholder area="dashboards" />;
}
