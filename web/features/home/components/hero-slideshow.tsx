import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import hero1 from '../../../assets/pictures/hero-1.webp';
import hero2 from '../../../assets/pictures/hero-2.webp';
import hero3 from '../../../assets/pictures/hero-3.webp';
import { homeTexts as t } from '../texts';

const SLIDE_INTERVAL_MS = 5000;
const slides = [hero1, hero2, hero3].map((src, index) => ({ src, alt: t.heroSlides[index] }));

/** The first slide: the home page's largest picture. */
export const heroPicture = hero1;

/** The welcome banner: its picture changes every 5 s with a 0.7 s fade (CSS), unless motion is reduced or paused. */
export function HeroSlideshow() {
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
  }, [paused, reducedMotion]);

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {slides.map((slide, index) => (
        <img
          key={slide.src}
          src={index === 0 || othersWanted ? slide.src : undefined}
          alt={index === current ? slide.alt : ''}
          aria-hidden={index !== current}
          className={`home-hero-slide${index === current ? ' is-active' : ''}`}
          data-testid="hero-slide"
          fetchPriority={index === 0 ? 'high' : 'low'}
        />
      ))}
      <div className="home-hero-content container">
        <h1 id="home-hero-title">{t.heroTitle}</h1>
        <p>{t.heroSubtitle}</p>
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
        <button type="button" className="home-hero-pause needs-script" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
          {paused ? t.playSlideshow : t.pauseSlideshow}
        </button>
      )}
    </section>
  );
}
