import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { MY_PORTFOLIO_KEY, fetchMyPortfolio } from './api';

/** The signed-in student's portfolio; the overview and the card pages share it. */
export function useMyPortfolio() {
  const { user } = useSession();
  return useQuery({
    queryKey: MY_PORTFOLIO_KEY,
    queryFn: fetchMyPortfolio,
    enabled: user?.profile?.profile_type === 'STUDENT',
  });
}
