import type { AboutContent } from '@contract/modules/pages/content/about';
import type { MaybeTranslated } from '../../lib/content-language';
import { ContentPage } from './content-page';
import { AboutHero } from '../../features/about/components/about-hero';
import { VisionStatement } from '../../features/about/components/vision-statement';
import { LeaderMessages } from '../../features/about/components/leader-messages';
import { WhyChooseUs } from '../../features/about/components/why-choose-us';
import { Highlights } from '../../features/about/components/highlights';
import { SummaryCards } from '../../features/about/components/summary-cards';
import '../../features/about/about.css';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function AboutView({ content, page }: { content: AboutContent; page?: MaybeTranslated }) {
  return (
    <main>
      <AboutHero hero={content.hero} page={page} />
      <VisionStatement vision={content.vision} page={page} />
      <LeaderMessages messages={content.messages} page={page} />
      <WhyChooseUs why={content.why} page={page} />
      <Highlights highlights={content.highlights} page={page} />
      <SummaryCards summary={content.summary} page={page} />
    </main>
  );
}

export const AboutPage = () => <ContentPage slug="about" View={AboutView} />;
