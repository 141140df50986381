import { TitledPage } from '../../components/layout/titled-page';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { feedbackTexts } from '../../features/feedback/texts';

export function FeedbackPage() {
  return (
    <TitledPage title={feedbackTexts.title} intro={feedbackTexts.intro} className="feedback-page">
      <FeedbackForm />
    </TitledPage>
  );
}
