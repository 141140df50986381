import { useSearch } from 'wouter';
import { useHostels } from '../../features/hostels/api';
import { TitledPage } from '../../components/layout/titled-page';
import { ConfirmSubscription } from '../../features/subscriptions/components/confirm-subscription';
import { ManageSubscription } from '../../features/subscriptions/components/manage-subscription';
import { SubscribeForm } from '../../features/subscriptions/components/subscribe-form';
import { subscribeTexts } from '../../features/subscriptions/texts';
import '../../features/subscriptions/subscriptions.css';

/** Mail alerts: the form; a confirmation link's page (`?confirm=`); a subscription's own page (`?token=`). */
export function SubscribePage() {
  const query = new URLSearchParams(useSearch());
  const confirm = query.get('confirm');
  const token = query.get('token');
  const { hostels } = useHostels();
  return (
    <TitledPage title={subscribeTexts.title} intro={subscribeTexts.intro} className="subscribe-page">
      {confirm ? (
        <ConfirmSubscription token={confirm} />
      ) : token ? (
        <ManageSubscription token={token} hostels={hostels} />
      ) : (
        <SubscribeForm hostels={hostels} />
      )}
    </TitledPage>
  );
}
