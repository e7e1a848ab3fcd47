import { AreaPlaceholder } from '../../../components/area-placeholder';

/** Entry of the 'events' area (SPEC §2.1). Its screens come with a later issue; until then, a placeholder. */
export default function EventsAreaPage() {
  return <AreaPlaceholder area="events" />;
}
