import { Thermometer } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function SymptomsPage() {
  return (
    <EmptyPage
      section="symptoms"
      icon={Thermometer}
      secondary={{ to: '/symptom-analytics', label: 'empty.symptoms.analytics' }}
    />
  );
}
