import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { NOTIFICATIONS_SECTION_ID, paths, type HomeNavigationState } from '../../lib/paths';
import { BellIcon, ChevronDownIcon, CloseIcon, MenuIcon } from '../icons';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import logo from '../../assets/favicon.svg';
import { frameLink, LinkItems, plainHref } from './link-items';
import { NavbarSearch } from './navbar-search';
import { frameTexts as t } from './texts';
import { LanguageLinks } from './language-link';
import { addressIn } from '../../lib/language';

import './navbar.css';

const mainLinks = [
  frameLink('home', paths.home),
  frameLink('about', paths.about),
  frameLink('hostels', paths.hostels),
  frameLink('people', paths.people),
];

const moreLinks = [
  frameLink('importantLinks', paths.importantLinks),
  frameLink('rules', paths.rules),
  frameLink('files', paths.files),
  frameLink('gallery', paths.gallery),
  frameLink('achievements', paths.achievements),
  // The console is in English: its address is the site's own, whatever
  // the page's language (wouter's '~' leaves the language's base).
  frameLink('admin', `~${paths.admin}`),
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
      document
        .getElementById(NOTIFICATIONS_SECTION_ID)
        ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' });
    } else {
      const state: HomeNavigationState = { scrollToNotifications: true };
      navigate(paths.home, { state });
    }
  }

  const isCurrent = (href: string) => location === href;

  return (
    <header className="navbar">
      <nav className="navbar-inner container" aria-label={t.mainNav}>
        {/* A plain link on purpose: the logo reloads the home page fully. */}
        <a href={addressIn(paths.home)} className="navbar-brand">
          <img src={logo} alt="" width={40} height={40} />
          <span>
            <strong>{t.siteName}</strong>
            <small>{t.trustName}</small>
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
              {t.more} <ChevronDownIcon size={16} />
            </button>
            {moreOpen && (
              <ul id="more-menu" className="navbar-dropdown">
                <LinkItems links={moreLinks} current={location} onClick={() => setMoreOpen(false)} />
              </ul>
            )}
          </li>
        </ul>

        <NavbarSearch className="navbar-search-bar" inputRef={barSearch} />

        <LanguageLinks className="navbar-language" />

        <button
          type="button"
          className="navbar-notifications needs-script"
          onClick={showNotifications}
          aria-label={t.notifications}
        >
          <BellIcon />
          <span className="navbar-notifications-label">{t.notifications}</span>
        </button>

        <button
          type="button"
          className="icon-button navbar-hamburger needs-script"
          aria-label={mobileOpen ? t.closeMenu : t.openMenu}
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
              <a href={plainHref(link.href)} aria-current={isCurrent(link.href) ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a href={`${addressIn(paths.home)}#${NOTIFICATIONS_SECTION_ID}`}>{t.notifications}</a>
          </li>
        </ul>
        <NavbarSearch className="navbar-search-noscript" />
      </noscript>

      {mobileOpen && (
        // A link to the page already shown changes no path: close on any link.
        <div
          id="mobile-menu"
          className="mobile-menu"
          onClick={(event) => (event.target as Element).closest('a') && setMobileOpen(false)}
        >
          <NavbarSearch className="navbar-search-menu" onSearch={() => setMobileOpen(false)} />
          <ul className="container">
            <LinkItems links={mainLinks} current={location} />
            <li>
              <button type="button" aria-expanded={mobileMoreOpen} onClick={() => setMobileMoreOpen((open) => !open)}>
                {t.more} <ChevronDownIcon size={16} className={mobileMoreOpen ? 'rotated' : undefined} />
              </button>
              {mobileMoreOpen && (
                <ul className="mobile-more">
                  <LinkItems links={moreLinks} current={location} />
                </ul>
              )}
            </li>
            <li>
              <button type="button" onClick={showNotifications}>
                <BellIcon size={18} /> {t.notifications}
              </button>
            </li>
            <li>
              <LanguageLinks className="mobile-menu-language" />
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
