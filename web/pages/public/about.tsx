import type { AboutContent } from '@contract/modules/pages/content/about';
import { ContentPage } from './content-page';
import { AboutHero } from '../../features/about/components/about-hero';
import { VisionStatement } from '../../features/about/components/vision-statement';
import { LeaderMessages } from '../../features/about/components/leader-messages';
import { WhyChooseUs } from '../../features/about/components/why-choose-us';
import { Highlights } from '../../features/about/components/highlights';
import { SummaryCards } from '../../features/about/components/summary-cards';
import '../../features/about/about.css';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function AboutView({ content }: { content: AboutContent }) {
  return (
    <main>
      <AboutHero hero={content.hero} />
      <VisionStatement vision={content.vision} />
      <LeaderMessages messages={content.messages} />
      <WhyChooseUs why={content.why} />
      <Highlights highlights={content.highlights} />
      <SummaryCards summary={content.summary} />
    </main>
  );
}

export const AboutPage = () => <ContentPage slug="about" View={AboutView} />;
