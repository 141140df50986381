// The gallery a new site starts with (SPEC.md's nine pictures, one featured
// in each category for the home page's preview), added once per database
// whether or not the site shows the demo content. The pictures are embedded
// in the executable.
import type { AppContext } from '../../context';
import { getSetting, setSetting } from '../../db/settings';
import type { GalleryCategory } from './model';
import picture1 from './pictures/gallery-1.webp' with { type: 'file' };
import picture2 from './pictures/gallery-2.webp' with { type: 'file' };
import picture3 from './pictures/gallery-3.webp' with { type: 'file' };
import picture4 from './pictures/gallery-4.webp' with { type: 'file' };
import picture5 from './pictures/gallery-5.webp' with { type: 'file' };
import picture6 from './pictures/gallery-6.webp' with { type: 'file' };
import picture7 from './pictures/gallery-7.webp' with { type: 'file' };
import picture8 from './pictures/gallery-8.webp' with { type: 'file' };
import picture9 from './pictures/gallery-9.webp' with { type: 'file' };
import { galleryItemExists, insertGalleryItem } from './repo';
import { galleryService } from './service';

type StartingItem = { picture: string; caption: string; category: GalleryCategory; featured: boolean };

export const startingGallery: StartingItem[] = [
  {
    picture: picture1,
    caption: 'A double room with a wardrobe and a shared study table',
    category: 'Rooms',
    featured: true,
  },
  { picture: picture2, caption: 'A triple room, made up for the new semester', category: 'Rooms', featured: false },
  { picture: picture3, caption: 'Lunch hour in the hostel dining hall', category: 'Mess', featured: true },
  { picture: picture4, caption: 'Residents queue at the mess serving counter', category: 'Mess', featured: false },
  { picture: picture5, caption: 'Residents on stage at the hostel cultural night', category: 'Events', featured: true },
  { picture: picture6, caption: 'A full house for the Hostel Day performances', category: 'Events', featured: false },
  { picture: picture7, caption: 'An evening football match on the hostel ground', category: 'Sports', featured: true },
  {
    picture: picture8,
    caption: 'Sunset over the sea, a short walk from the hostels',
    category: 'Campus Views',
    featured: false,
  },
  {
    picture: picture9,
    caption: 'A hostel block among the trees on a clear morning',
    category: 'Campus Views',
    featured: true,
  },
];

const STARTED = 'gallery_started';

/**
 * Adds the starting pictures the first time a database is served. Instances
 * starting at once take turns; each picture has a fixed id, so one cut short
 * by a crash is finished, not doubled, on the next start.
 */
export function addStartingGalleryOnce(ctx: AppContext) {
  return ctx.db.exclusive('starting gallery', async () => {
    if (await getSetting(ctx.db, STARTED)) return;
    const { images } = galleryService(ctx);
    // All at once: listed by their order, so the disk syncs of their files may overlap.
    await Promise.all(
      startingGallery.map(async ({ picture, ...item }, index) => {
        const id = `gallery-${index + 1}`;
        if (await galleryItemExists(ctx.db, id)) return;
        const file = new File([await Bun.file(picture).bytes()], `${id}.webp`, { type: 'image/webp' });
        await images.save(null, file, (tx, image) =>
          insertGalleryItem(tx, { ...item, image: undefined, order: index + 1 }, image!, id),
        );
      }),
    );
    await setSetting(ctx.db, STARTED, new Date().toISOString());
  });
}
