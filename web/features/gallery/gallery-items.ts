// The gallery is a fixed list held in the client (SPEC.md section 3).
import gallery1 from '../../assets/pictures/gallery-1.webp';
import gallery2 from '../../assets/pictures/gallery-2.webp';
import gallery3 from '../../assets/pictures/gallery-3.webp';
import gallery4 from '../../assets/pictures/gallery-4.webp';
import gallery5 from '../../assets/pictures/gallery-5.webp';
import gallery6 from '../../assets/pictures/gallery-6.webp';
import gallery7 from '../../assets/pictures/gallery-7.webp';
import gallery8 from '../../assets/pictures/gallery-8.webp';
import gallery9 from '../../assets/pictures/gallery-9.webp';

export const GALLERY_CATEGORIES = ['Rooms', 'Mess', 'Events', 'Sports', 'Campus Views'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export type GalleryItem = { url: string; caption: string; category: GalleryCategory; featured: boolean };

export const galleryItems: GalleryItem[] = [
  { url: gallery1, caption: 'A double room with a wardrobe and a shared study table', category: 'Rooms', featured: true },
  { url: gallery2, caption: 'A triple room, made up for the new semester', category: 'Rooms', featured: false },
  { url: gallery3, caption: 'Lunch hour in the hostel dining hall', category: 'Mess', featured: true },
  { url: gallery4, caption: 'Residents queue at the mess serving counter', category: 'Mess', featured: false },
  { url: gallery5, caption: 'Residents on stage at the hostel cultural night', category: 'Events', featured: true },
  { url: gallery6, caption: 'A full house for the Hostel Day performances', category: 'Events', featured: false },
  { url: gallery7, caption: 'An evening football match on the hostel ground', category: 'Sports', featured: false },
  { url: gallery8, caption: 'Sunset over the sea, a short walk from the hostels', category: 'Campus Views', featured: false },
  { url: gallery9, caption: 'A hostel block among the trees on a clear morning', category: 'Campus Views', featured: true },
];
