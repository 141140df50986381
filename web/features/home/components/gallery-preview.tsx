import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { sizedImage } from '../../../lib/images';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { homeTexts as t } from '../texts';

type Picture = { _id: string; image: string | null; caption: string };

/** The gallery's featured pictures, one at a time; the arrows wrap around at both ends. */
export function GalleryPreview({ pictures }: { pictures: Picture[] }) {
  const [current, setCurrent] = useState(0);
  const show = (index: number) => setCurrent((index + pictures.length) % pictures.length);
  // A picture deleted meanwhile may leave `current` past the end.
  const picture = pictures[Math.min(current, pictures.length - 1)];
  if (!picture) return null;

  return (
    <section className="section home-gallery" aria-labelledby="home-gallery-title">
      <div className="container">
        <header className="section-title">
          <h2 id="home-gallery-title">{t.galleryTitle}</h2>
          <p>{t.galleryIntro}</p>
        </header>
        <div className="home-gallery-stage" role="group" aria-roledescription="carousel" aria-label={t.galleryLabel}>
          <figure
            className="home-gallery-figure"
            aria-live="polite"
            aria-label={t.pictureOf(current + 1, pictures.length)}
          >
            {pictures.map((item, index) => (
              <img
                key={item._id}
                src={sizedImage(item.image, 960) ?? undefined}
                alt={index === current ? item.caption : ''}
                aria-hidden={index !== current}
                className={index === current ? 'is-active' : undefined}
                loading="lazy"
              />
            ))}
            <figcaption data-testid="gallery-caption">{picture.caption}</figcaption>
          </figure>
          <button
            type="button"
            className="home-gallery-arrow is-previous"
            aria-label={t.previousPicture}
            onClick={() => show(current - 1)}
          >
            <ChevronLeftIcon size={28} />
          </button>
          <button
            type="button"
            className="home-gallery-arrow is-next"
            aria-label={t.nextPicture}
            onClick={() => show(current + 1)}
          >
            <ChevronRightIcon size={28} />
          </button>
        </div>
        <div className="home-gallery-dots">
          {pictures.map((item, index) => (
            <button
              key={item._id}
              type="button"
              aria-label={t.showPicture(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
        <div className="home-gallery-more">
          <Link href={paths.gallery} className="button button-primary">
            {t.viewMore}
          </Link>
        </div>
      </div>
    </section>
  );
}
