// The toaster's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export * from '../toasts';
