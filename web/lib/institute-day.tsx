// "Today" on the public pages: the institute's day, the same on the server
// and in the browser. A page first shows the day the server rendered it for,
// so the browser's first render matches the server's markup; then the
// browser's own clock takes over, and a page left open past midnight moves on.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { instituteDay } from '@contract/institute';

const RenderedDayContext = createContext<string | null>(null);

/** Hands down the institute day ('yyyy-MM-dd') the page was rendered for; null where no server rendered it. */
export function RenderedDay({ value, children }: { value: string | null; children: ReactNode }) {
  return <RenderedDayContext.Provider value={value}>{children}</RenderedDayContext.Provider>;
}

/** How often an open page looks whether the day has changed. */
const CHECK_EVERY_MS = 60_000;

/** Today at the institute, as 'yyyy-MM-dd'. */
export function useInstituteDay(): string {
  const rendered = useContext(RenderedDayContext);
  const [day, setDay] = useState(() => rendered ?? instituteDay(new Date()));
  useEffect(() => {
    const check = () => setDay(instituteDay(new Date()));
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return day;
}
