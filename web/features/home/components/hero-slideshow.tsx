import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { HomeContent } from '@contract/modules/pages/content/home';
import { paths } from '../../../lib/paths';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { pageWidePicture } from '../../../lib/built-in-pictures';
import { homeTexts as t } from '../texts';

const SLIDE_INTERVAL_MS = 5000;

/** The first slide: the home page's largest picture, as its `<img>` asks for it. */
export const heroPicture = (hero: HomeContent['hero']) => pageWidePicture(hero.slides[0].picture);

/** The welcome banner: its picture changes every 5 s with a 0.7 s fade (CSS), unless motion is reduced or paused. */
export function HeroSlideshow({ content }: { content: HomeContent['hero'] }) {
  const slides = content.slides.map((slide) => ({ ...pageWidePicture(slide.picture), alt: slide.alt }));
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // The page paints with the first slide alone; the others are fetched once the app runs the slideshow.
  const [othersWanted, setOthersWanted] = useState(false);
  useEffect(() => setOthersWanted(true), []);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, slides.length]);

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {slides.map((slide, index) => (
        <img
          key={index}
          src={index === 0 || othersWanted ? slide.src : undefined}
          srcSet={index === 0 || othersWanted ? slide.srcSet : undefined}
          sizes={slide.sizes}
          alt={index === current ? slide.alt : ''}
          aria-hidden={index !== current}
          className={`home-hero-slide${index === current ? ' is-active' : ''}`}
          data-testid="hero-slide"
          fetchPriority={index === 0 ? 'high' : 'low'}
        />
      ))}
      <div className="home-hero-content container">
        <h1 id="home-hero-title">{content.title}</h1>
        <p>{content.subtitle}</p>
        <div className="home-hero-actions">
          <Link href={paths.hostels} className="button button-accent">
            {t.heroExplore}
          </Link>
          <Link href={paths.about} className="button home-hero-secondary">
            {t.heroAbout}
          </Link>
        </div>
      </div>
      {!reducedMotion && (
        <button
          type="button"
          className="home-hero-pause needs-script"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          {paused ? t.playSlideshow : t.pauseSlideshow}
        </button>
      )}
    </section>
  );
}
