import { useEffect, useState, type RefObject } from 'react';

const STEPS = 40;
const TICK_MS = 30;

/** Becomes true once the element has scrolled into view, and stays true. */
export function useSeenOnce(element: RefObject<HTMLElement | null>) {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setSeen(true), { threshold: 0.3 });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/** Counts from 0 to the target in 40 steps of 30 ms once started (SPEC.md section 9); at once when instant. */
export function useCountUp(target: number, started: boolean, instant: boolean) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!started || instant || step >= STEPS) return;
    const timer = setTimeout(() => setStep(step + 1), TICK_MS);
    return () => clearTimeout(timer);
  }, [started, instant, step]);
  return instant ? target : Math.round((target * step) / STEPS);
}
