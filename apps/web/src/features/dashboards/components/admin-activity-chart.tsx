import type { ActivityPoint, DashboardGroup } from '@lbd/shared/admin-dashboard';
import { LineChart } from '@mui/x-charts/LineChart';
import { shortDayLabel } from '../admin-csv';

export interface AdminActivityChartProps {
  points: ActivityPoint[];
  group: DashboardGroup;
}

/**
 * Sign-ups, profiles created and active users as lines (at most 90 points: the server aggregates).
 * Straight lines between points (a smoothed curve would dip below zero between counts). Its own chunk: the charting library loads only when a chart is shown.
 */
export default function AdminActivityChart({ points, group }: AdminActivityChartProps) {
  const labels = points.map((p) => (group === 'week' ? `w/c ${shortDayLabel(p.date)}` : shortDayLabel(p.date)));
  return (
    <LineChart
      height={280}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: labels }]}
      yAxis={[{ tickMinStep: 1, min: 0 }]}
      series={[
        {
          id: 'sign_ups',
          label: 'Sign-ups',
          data: points.map((p) => p.sign_ups),
          showMark: points.length <= 31,
          curve: 'linear',
        },
        {
          id: 'profiles_created',
          label: 'Profiles created',
          data: points.map((p) => p.profiles_created),
          showMark: points.length <= 31,
          curve: 'linear',
        },
        {
          id: 'active_users',
          label: 'Active users',
          data: points.map((p) => p.active_users),
          showMark: points.length <= 31,
          curve: 'linear',
        },
      ]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
