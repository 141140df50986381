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
  { url: gallery1, caption: 'A furnished double room, ready for the new semester', category: 'Rooms', featured: true },
  { url: gallery2, caption: 'A quiet study corner by the window', category: 'Rooms', featured: false },
  { url: gallery3, caption: 'Lunch hour in the vegetarian mess', category: 'Mess', featured: true },
  { url: gallery4, caption: 'Fresh meals from the mess kitchen', category: 'Mess', featured: false },
  { url: gallery5, caption: 'Hostel Day celebrations on the central lawn', category: 'Events', featured: true },
  { url: gallery6, caption: 'Residents on stage at the cultural night', category: 'Events', featured: false },
  { url: gallery7, caption: 'Evening football on the hostel ground', category: 'Sports', featured: false },
  { url: gallery8, caption: 'The hostel blocks at sunset', category: 'Campus Views', featured: true },
  { url: gallery9, caption: 'The tree-lined walk from the hostels to the classrooms', category: 'Campus Views', featured: false },
];
