import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { provideToastLibrary } from '../lib/toast';

const MAX_TOASTS = 20;

provideToastLibrary(toast);

/** The one toaster: top-center, with SPEC.md's cap of 20 visible toasts. */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />;
}
