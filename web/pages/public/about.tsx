import { AboutHero } from '../../features/about/components/about-hero';
import { VisionStatement } from '../../features/about/components/vision-statement';
import { LeaderMessages } from '../../features/about/components/leader-messages';
import { WhyChooseUs } from '../../features/about/components/why-choose-us';
import { Highlights } from '../../features/about/components/highlights';
import { SummaryCards } from '../../features/about/components/summary-cards';
import '../../features/about/about.css';

export function AboutPage() {
  return (
    <main>
      <AboutHero />
      <VisionStatement />
      <LeaderMessages />
      <WhyChooseUs />
      <Highlights />
      <SummaryCards />
    </main>
  );
}
