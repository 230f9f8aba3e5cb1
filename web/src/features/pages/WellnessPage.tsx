import { HeartPulse } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function WellnessPage() {
  return <EmptyPage section="wellness" icon={HeartPulse} />;
}
