import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { NOTIFICATIONS_SECTION_ID, paths, type HomeNavigationState } from '../../lib/paths';
import { BellIcon, ChevronDownIcon, CloseIcon, MenuIcon } from '../icons';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import logo from '../../assets/favicon.svg';
import { LinkItems } from './link-items';
import { NavbarSearch } from './navbar-search';
import './navbar.css';

const mainLinks = [
  { label: 'Home', href: paths.home },
  { label: 'About', href: paths.about },
  { label: 'Hostels', href: paths.hostels },
  { label: 'People', href: paths.people },
];

const moreLinks = [
  { label: 'Important Links', href: paths.importantLinks },
  { label: 'Rules & Regulations', href: paths.rules },
  { label: 'Files & Documents', href: paths.files },
  { label: 'Gallery', href: paths.gallery },
  { label: 'Achievements', href: paths.achievements },
  { label: 'Admin', href: paths.admin },
];

export function Navbar() {
  const [location, navigate] = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileMoreOpen, setMobileMoreOpen] = useState(false);
  const moreMenu = useRef<HTMLLIElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const barSearch = useRef<HTMLInputElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    setMoreOpen(false);
    setMobileOpen(false);
    setMobileMoreOpen(false);
  }, [location]);

  useEffect(() => {
    if (!moreOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setMoreOpen(false);
        moreButton.current?.focus();
      } else if (!moreMenu.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [moreOpen]);

  // '/' anywhere but in a field goes to the search box, where the bar shows it (not on phones).
  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.target as Element).closest('input, textarea, select, [contenteditable]')) return;
      const input = barSearch.current;
      if (!input?.offsetParent) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  function showNotifications() {
    setMobileOpen(false);
    if (location === paths.home) {
      document.getElementById(NOTIFICATIONS_SECTION_ID)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' });
    } else {
      const state: HomeNavigationState = { scrollToNotifications: true };
      navigate(paths.home, { state });
    }
  }

  const isCurrent = (href: string) => location === href;

  return (
    <header className="navbar">
      <nav className="navbar-inner container" aria-label="Main">
        {/* A plain link on purpose: the logo reloads the home page fully. */}
        <a href={paths.home} className="navbar-brand">
          <img src={logo} alt="" width={40} height={40} />
          <span>
            <strong>Institute Hostels</strong>
            <small>Hostel Trust</small>
          </span>
        </a>

        <ul className="navbar-links">
          <LinkItems links={mainLinks} current={location} linkClassName="navbar-link" />
          <li className="navbar-more needs-script" ref={moreMenu}>
            <button
              type="button"
              className="navbar-link"
              aria-expanded={moreOpen}
              aria-controls="more-menu"
              ref={moreButton}
              onClick={() => setMoreOpen((open) => !open)}
            >
              More <ChevronDownIcon size={16} />
            </button>
            {moreOpen && (
              <ul id="more-menu" className="navbar-dropdown">
                <LinkItems links={moreLinks} current={location} onClick={() => setMoreOpen(false)} />
              </ul>
            )}
          </li>
        </ul>

        <NavbarSearch className="navbar-search-bar" inputRef={barSearch} />

        <button type="button" className="navbar-notifications needs-script" onClick={showNotifications} aria-label="Notifications">
          <BellIcon />
          <span className="navbar-notifications-label">Notifications</span>
        </button>

        <button
          type="button"
          className="icon-button navbar-hamburger needs-script"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
        </button>
      </nav>
      {/* Without JavaScript the menus cannot open: every page is one link away instead. */}
      <noscript>
        <ul className="navbar-all-links container">
          {[...mainLinks, ...moreLinks].map((link, index) => (
            <li key={link.href} className={index < mainLinks.length ? 'navbar-main-link' : undefined}>
              <a href={link.href} aria-current={isCurrent(link.href) ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a href={`${paths.home}#${NOTIFICATIONS_SECTION_ID}`}>Notifications</a>
          </li>
        </ul>
        <NavbarSearch className="navbar-search-noscript" />
      </noscript>

      {mobileOpen && (
        // A link to the page already shown changes no path: close on any link.
        <div id="mobile-menu" className="mobile-menu" onClick={(event) => (event.target as Element).closest('a') && setMobileOpen(false)}>
          <NavbarSearch className="navbar-search-menu" onSearch={() => setMobileOpen(false)} />
          <ul className="container">
            <LinkItems links={mainLinks} current={location} />
            <li>
              <button type="button" aria-expanded={mobileMoreOpen} onClick={() => setMobileMoreOpen((open) => !open)}>
                More <ChevronDownIcon size={16} className={mobileMoreOpen ? 'rotated' : undefined} />
              </button>
              {mobileMoreOpen && (
                <ul className="mobile-more">
                  <LinkItems links={moreLinks} current={location} />
                </ul>
              )}
            </li>
            <li>
              <button type="button" onClick={showNotifications}>
                <BellIcon size={18} /> Notifications
              </button>
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
