import { AlarmClock } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function RemindersPage() {
  return <EmptyPage section="reminders" icon={AlarmClock} addTo="/farmaci" />;
}
