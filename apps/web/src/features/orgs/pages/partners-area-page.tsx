import { PartnersPage } from './partners-page';

/** /partners/{type}, reached from the community area (its route lives there in the route table). */
export default function PartnersAreaPage() {
  return <PartnersPage />;
}
