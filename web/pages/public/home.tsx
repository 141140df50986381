import type { HomeContent } from '@contract/modules/pages/content/home';
import { ContentPage } from './content-page';
import { HeroSlideshow } from '../../features/home/components/hero-slideshow';
import { HomeAbout } from '../../features/home/components/home-about';
import { NotificationsSection } from '../../features/home/components/notifications-section';
import { GalleryPreview } from '../../features/home/components/gallery-preview';
import { FacilitiesGlance } from '../../features/home/components/facilities-glance';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications';
import { UpcomingEvents } from '../../features/events/components/upcoming-events';
import { TodayInMesses } from '../../features/messes/components/today-in-messes';
import { useFeaturedPictures } from '../../features/gallery/api';
import '../../features/home/home.css';

export const HomePage = () => <ContentPage slug="home" View={HomeView} />;

/** The home page with this content (the Pages panel previews an edit with it). */
export function HomeView({ content }: { content: HomeContent }) {
  const pictures = useFeaturedPictures();
  return (
    <main>
      <HeroSlideshow content={content.hero} />
      <HomeAbout content={content.about} />
      <NotificationsSection
        quickLinks={content.quickLinks}
        panels={
          <>
            <LatestNotifications />
            <UpcomingEvents />
          </>
        }
      />
      <TodayInMesses />
      <GalleryPreview pictures={pictures} />
      <FacilitiesGlance content={content.facilities} />
    </main>
  );
}
