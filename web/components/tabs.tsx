import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

type Tab<K extends string> = { key: K; label: string };

type TabsProps<K extends string> = {
  /** Names the tablist for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  id: string;
  tabs: Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** 'main' underlined, 'sub' pills, 'segmented' one control split in equal parts. */
  variant: 'main' | 'sub' | 'segmented';
};

const tabId = (id: string, key: string) => `${id}-tab-${key}`;
const panelId = (id: string, key: string) => `${id}-panel-${key}`;

/** A WAI-ARIA tablist: one tab stop, arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>({ label, id, tabs, active, onChange, variant }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    onChange(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(id, tab.key))}`)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`tabs tabs-${variant}`} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={tabId(id, tab.key)}
          aria-controls={panelId(id, tab.key)}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className="tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id, tab)} aria-labelledby={tabId(id, tab)} tabIndex={0} className="tab-panel">
      {children}
    </div>
  );
}
