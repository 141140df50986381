import { HeroSlideshow } from '../../features/home/components/hero-slideshow';
import { HomeAbout } from '../../features/home/components/home-about';
import { NotificationsSection } from '../../features/home/components/notifications-section';
import { GalleryPreview } from '../../features/home/components/gallery-preview';
import { FacilitiesGlance } from '../../features/home/components/facilities-glance';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications';
import { UpcomingEvents } from '../../features/events/components/upcoming-events';
import { TodayInMesses } from '../../features/messes/components/today-in-messes';
import { galleryItems } from '../../features/gallery/gallery-items';
import '../../features/home/home.css';

export function HomePage() {
  return (
    <main>
      <HeroSlideshow />
      <HomeAbout />
      <NotificationsSection
        panels={
          <>
            <LatestNotifications />
            <UpcomingEvents />
          </>
        }
      />
      <TodayInMesses />
      <GalleryPreview gallery={galleryItems} />
      <FacilitiesGlance />
    </main>
  );
}
