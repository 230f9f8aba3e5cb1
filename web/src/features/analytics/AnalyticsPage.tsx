import { ChartLine } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function AnalyticsPage() {
  return <EmptyPage section="analytics" icon={ChartLine} addTo="/sintomi" />;
}
