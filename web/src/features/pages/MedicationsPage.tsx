import { Pill } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function MedicationsPage() {
  return (
    <EmptyPage
      section="medications"
      icon={Pill}
      secondary={{ to: '/medication-reminders', label: 'empty.medications.reminders' }}
    />
  );
}
