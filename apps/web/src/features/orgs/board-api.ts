import type { BoardResponse } from '@lbd/shared/mail-notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** An organisation's notice board (GET /api/boards/{id}), one page of posts at a time. */
export const BOARD_PAGE_SIZE = 20;

export const boardKeys = { board: (id: number, page: number) => ['orgs', id, 'board', page] as const };

export async function fetchBoard(id: number, page: number): Promise<BoardResponse> {
  return await api.get(`/api/boards/${id}`, { params: { page, count: BOARD_PAGE_SIZE } });
}

export function useBoard(id: number, page: number) {
  return useQuery({
    queryKey: boardKeys.board(id, page),
    queryFn: () => fetchBoard(id, page),
    placeholderData: keepPreviousData,
  });
}
