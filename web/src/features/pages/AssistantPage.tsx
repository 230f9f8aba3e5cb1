import { MessageCircle } from 'lucide-react';
import { EmptyPage } from '../../components/EmptyState';

export default function AssistantPage() {
  return <EmptyPage section="assistant" icon={MessageCircle} />;
}
