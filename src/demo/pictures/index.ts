// The demo content's pictures, embedded in the executable (drawn by scripts/draw-demo-pictures.ts).
import hostel1 from './hostel-1.webp' with { type: 'file' };
import hostel2 from './hostel-2.webp' with { type: 'file' };
import hostel3 from './hostel-3.webp' with { type: 'file' };
import hostel4 from './hostel-4.webp' with { type: 'file' };
import hostel5 from './hostel-5.webp' with { type: 'file' };
import hostel6 from './hostel-6.webp' with { type: 'file' };
import hostel7 from './hostel-7.webp' with { type: 'file' };
import hostel8 from './hostel-8.webp' with { type: 'file' };
import person1 from './person-1.webp' with { type: 'file' };
import person2 from './person-2.webp' with { type: 'file' };
import person3 from './person-3.webp' with { type: 'file' };
import person4 from './person-4.webp' with { type: 'file' };
import person5 from './person-5.webp' with { type: 'file' };
import person6 from './person-6.webp' with { type: 'file' };
import person7 from './person-7.webp' with { type: 'file' };
import person8 from './person-8.webp' with { type: 'file' };
import person9 from './person-9.webp' with { type: 'file' };
import person10 from './person-10.webp' with { type: 'file' };
import person11 from './person-11.webp' with { type: 'file' };
import person12 from './person-12.webp' with { type: 'file' };
import event1 from './event-1.webp' with { type: 'file' };
import event2 from './event-2.webp' with { type: 'file' };
import event3 from './event-3.webp' with { type: 'file' };
import event4 from './event-4.webp' with { type: 'file' };
import event5 from './event-5.webp' with { type: 'file' };
import event6 from './event-6.webp' with { type: 'file' };

export const hostelPictures: string[] = [hostel1, hostel2, hostel3, hostel4, hostel5, hostel6, hostel7, hostel8];
export const personPictures: string[] = [
  person1,
  person2,
  person3,
  person4,
  person5,
  person6,
  person7,
  person8,
  person9,
  person10,
  person11,
  person12,
];
export const eventPictures: string[] = [event1, event2, event3, event4, event5, event6];
