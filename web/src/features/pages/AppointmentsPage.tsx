import { CalendarDays } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function AppointmentsPage() {
  return <EmptyPage section="appointments" icon={CalendarDays} />;
}
