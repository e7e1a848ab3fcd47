import type { StudentDashboard } from '@lbd/shared/student-dashboard';
import { LineChart } from '@mui/x-charts/LineChart';

/** The student's points month by month (its own chunk: the charting library loads after the page). */
export default function PointsChart({ growth }: { growth: StudentDashboard['points_growth'] }) {
  return (
    <LineChart
      height={240}
      xAxis={[{ scaleType: 'point', data: growth.map((g) => g.month) }]}
      series={[
        { data: growth.map((g) => g.exposure), label: 'Exposure', curve: 'linear' },
        { data: growth.map((g) => g.experience), label: 'Experience', curve: 'linear' },
        { data: growth.map((g) => g.education), label: 'Education', curve: 'linear' },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
