import type { SearchOption } from '../../components/search-autocomplete';
import { api } from '../../lib/api-client';

/** Career paths of the catalogue (GET /api/job_roles), searched by prefix. */
export async function searchJobRoles(text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/job_roles', {
    params: { query: text || undefined, count: 20 },
  });
  return response.data.map((role) => ({ id: role.id, label: role.name }));
}
