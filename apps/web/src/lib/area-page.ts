/**
 * Every area of the route table (SPEC §2.1) is one lazily loaded module whose default export is a
 * component of this shape; it receives the route pattern that matched (e.g. '/projects/:id').
 */
export interface AreaPageProps {
  pattern: string;
}
