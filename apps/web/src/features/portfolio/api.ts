import { APPLY_TIMEOUT_MS } from '@lbd/shared/constants';
import {
  CARD_BODY_KEYS,
  CARD_RESOURCES,
  type CardResource,
  type CardType,
  type EntryVerificationView,
  type Portfolio,
  type PortfolioEntry,
  type PublicPortfolio,
  type VerificationRequestBody,
} from '@lbd/shared/portfolio';
import type { EndpointBody } from '@lbd/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api, type Endpoint } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { MY_PORTFOLIO_PATH } from './paths';

/** Portfolio calls (SPEC §7.2): the portfolio, card saves, visibility, PDF, verification. */

export const MY_PORTFOLIO_KEY = ['portfolio', 'mine'] as const;
export const publicPortfolioKey = (profileId: number) => ['portfolio', 'public', profileId] as const;
export const verificationKey = (token: string) => ['portfolio', 'verification', token] as const;

const base = '/api/my_portfolio';

export async function fetchMyPortfolio(): Promise<Portfolio> {
  return (await api.get(MY_PORTFOLIO_PATH)).data;
}

/** The signed-in student's portfolio; the overview and the card pages share it. */
export function useMyPortfolio() {
  const { user } = useSession();
  return useQuery({
    queryKey: MY_PORTFOLIO_KEY,
    queryFn: fetchMyPortfolio,
    enabled: user?.profile?.profile_type === 'STUDENT',
  });
}

export async function fetchPublicPortfolio(profileId: number): Promise<PublicPortfolio> {
  return (await api.get('/api/public_portfolio', { params: { profile_id: profileId } })).data;
}

/** A card's record as the form sends it: field names of the save body. */
export type CardRecord = Record<string, unknown>;

/** The path that adds a card's record (POST) and, with /{id}, edits (PUT) or deletes (DELETE) one. */
type CardPath = `${typeof base}/${CardResource}`;
/** The save body of a card's route: its record under the card's body key (and a subject's `education_id`). */
type CardSaveBody = EndpointBody<Endpoint<'POST', CardPath>>;

/**
 * POST (add) or PUT (edit, with `id`) one card's record under its body key, with the 20-second card
 * time-out (SPEC §7.2, §9). A semester subject also carries its degree's `education_id`.
 */
export async function saveEntry(input: {
  card: CardType;
  record: CardRecord;
  id?: number | null;
  educationId?: number;
}): Promise<PortfolioEntry> {
  const { card, record, id, educationId } = input;
  const body: Record<string, unknown> = { [CARD_BODY_KEYS[card]]: record };
  if (card === 'semester' && educationId !== undefined) body.education_id = educationId;
  const path: CardPath = `${base}/${CARD_RESOURCES[card]}`;
  // The record is what the form holds, checked with the card's own schema before it is sent.
  const options = { body: body as CardSaveBody, timeoutMs: APPLY_TIMEOUT_MS };
  const response =
    id === null || id === undefined ? await api.post(path, options) : await api.put(`${path}/${id}`, options);
  return response.data;
}

export async function deleteEntry(card: CardType, id: number): Promise<void> {
  await api.delete(`${base}/${CARD_RESOURCES[card]}/${id}`, { timeoutMs: APPLY_TIMEOUT_MS });
}

export async function setVisibility(isPublic: boolean): Promise<{ is_public: boolean }> {
  return (await api.put(`${base}/visibility`, { body: { is_public: isPublic } })).data;
}

export async function requestVerification(body: VerificationRequestBody): Promise<void> {
  await api.post(`${base}/verifications`, { body });
}

/** GET /api/generate_portfolio_pdf/{id} as a file, with the bearer token; the name comes from the server. */
export async function downloadPortfolioPdf(portfolioId: number): Promise<{ blob: Blob; filename: string | null }> {
  return api.blob(`/api/generate_portfolio_pdf/${portfolioId}`, { timeoutMs: 60_000 });
}

export async function fetchEntryVerification(token: string): Promise<EntryVerificationView> {
  return (await api.get(`/api/entry_verifications/${encodeURIComponent(token)}`)).data;
}

export async function answerEntryVerification(
  token: string,
  decision: 'confirm' | 'decline',
): Promise<{ status: 'confirmed' | 'declined' }> {
  return (
    await api.post(`/api/entry_verifications/${encodeURIComponent(token)}`, {
      body: { decision },
    })
  ).data;
}
