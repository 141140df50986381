import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { entityPanelNeeds, mayEver } from '@contract/auth/permissions';
import { paths } from '../../lib/paths';
import { clearAuth, useAccount, useAuth } from '../../lib/auth';
import { SparklesIcon, UserIcon } from '../../components/icons';
import { HomeIcon, LogOutIcon } from '../../components/admin/icons';
import { logout } from '../../features/auth/api';
import { adminPanels, panelOf, panelsFor, type AdminEntity } from '../../app/admin-panels';
import { dashboardTexts } from '../../components/admin/texts';
import { AdminBrand } from '../../components/admin/admin-brand';
import { useDiscardPrompt } from '../../components/admin/discard-changes';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';
import { ProfileDialog } from '../../features/auth/components/profile-dialog';
import { CertificateCard } from '../../features/certificate/components/certificate-card';
import { SubcommitteesUnsetCard } from '../../features/files/components/subcommittees-unset-card';
import { ArchiveSettingCard } from '../../features/archive/components/archive-setting-card';

const PANEL_PARAM = 'panel';

/**
 * The console's frame: a fixed sidebar of entities (icons only on small
 * screens) and the chosen entity's panel. The choice lives in the address
 * (?panel=people) so a reload or the back button keeps it.
 */
export function DashboardShell() {
  const { username, mustChangePassword } = useAuth();
  const account = useAccount();
  const [, navigate] = useLocation();
  const selectedParam = new URLSearchParams(useSearch()).get(PANEL_PARAM);
  const selected = panelOf(account, selectedParam);
  // An account on a one-time password is asked for its own at once.
  const [profileOpen, setProfileOpen] = useState(mustChangePassword);

  const discard = useDiscardPrompt();
  // Whatever takes the chosen panel away asks first while a form in it has changes.
  const leavePanel = (go: () => void) => discard.ask(hasUnsavedChanges(), go);

  /** Shows `entity`'s panel (none: the welcome), then does `then`. */
  const select = (entity: AdminEntity | null, then?: () => void) => {
    const target = entity ? `${paths.admin}?${PANEL_PARAM}=${entity}` : paths.admin;
    if (entity === selected) return then?.();
    leavePanel(() => {
      navigate(`~${target}`);
      then?.();
    });
  };

  const openProfile = () => select(null, () => setProfileOpen(true));

  async function signOut() {
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    clearAuth();
    navigate(`~${paths.adminLogin}`, { replace: true });
  }

  const Panel = selected ? adminPanels[selected].Panel : null;

  return (
    <div className="admin-shell">
      <aside className="admin-sidebar">
        <div className="admin-sidebar-brand">
          <AdminBrand subtitle={dashboardTexts.consoleName} />
        </div>
        <nav aria-label={dashboardTexts.navigation} className="admin-nav">
          <ul>
            {panelsFor(account).map(([entity, { label, icon: Icon, Badge }]) => (
              <li key={entity}>
                <button
                  type="button"
                  className="admin-nav-item"
                  aria-current={selected === entity ? 'page' : undefined}
                  title={label}
                  onClick={() => select(entity)}
                >
                  <Icon size={22} />
                  <span className="admin-nav-label">{label}</span>
                  {Badge && <Badge />}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-sidebar-footer">
          <p className="admin-signed-in">
            {dashboardTexts.signedInAs} <strong>{username}</strong>
          </p>
          <Link
            href={`~${paths.home}`}
            className="admin-nav-item"
            title={dashboardTexts.viewSite}
            onClick={(event) => {
              if (!hasUnsavedChanges()) return;
              event.preventDefault();
              leavePanel(() => navigate(`~${paths.home}`));
            }}
          >
            <HomeIcon size={22} />
            <span className="admin-nav-label">{dashboardTexts.viewSite}</span>
          </Link>
          <button type="button" className="admin-nav-item" title={dashboardTexts.profile} onClick={openProfile}>
            <UserIcon size={22} />
            <span className="admin-nav-label">{dashboardTexts.profile}</span>
          </button>
          <button
            type="button"
            className="admin-nav-item admin-logout"
            title={dashboardTexts.logout}
            onClick={() => leavePanel(signOut)}
          >
            <LogOutIcon size={22} />
            <span className="admin-nav-label">{dashboardTexts.logout}</span>
          </button>
        </div>
      </aside>
      <main className="admin-main" id="admin-main">
        <h1 className="visually-hidden">{dashboardTexts.consoleName}</h1>
        {mustChangePassword && (
          <p className="admin-notice" role="status">
            {dashboardTexts.chooseOwnPassword}{' '}
            <button type="button" className="button button-primary button-small" onClick={openProfile}>
              {dashboardTexts.choosePassword}
            </button>
          </p>
        )}
        {Panel ? (
          <Panel key={selected} />
        ) : (
          <>
            <section className="admin-welcome">
              <span className="admin-welcome-icon" aria-hidden="true">
                <SparklesIcon size={40} />
              </span>
              <h2>{dashboardTexts.welcome}</h2>
              <p>{dashboardTexts.chooseEntity}</p>
            </section>
            {mayEver(account, entityPanelNeeds('files')) && (
              <SubcommitteesUnsetCard onOpenFiles={() => select('files')} />
            )}
            {mayEver(account, 'certificate.read') && <CertificateCard />}
            {mayEver(account, 'pages.update') && <ArchiveSettingCard />}
          </>
        )}
      </main>
      {discard.prompt}
      {profileOpen && (
        <ProfileDialog
          onClose={() => setProfileOpen(false)}
          initialTab={mustChangePassword ? 'password' : 'username'}
        />
      )}
    </div>
  );
}
