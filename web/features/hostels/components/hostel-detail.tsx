import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Hostel } from '@contract/modules/hostels/model';
import type { HostelDetailContent } from '@contract/modules/pages/content/hostel-detail';
import { MESS_TAB_ANCHOR, paths } from '../../../lib/paths';
import { Spinner } from '../../../components/spinner';
import { ArrowLeftIcon } from '../../../components/icons';
import { TabPanel, Tabs } from '../../../components/tabs';
import { usePrinting } from '../../../lib/use-printing';
import { langOf } from '../../../lib/content-language';
import { useHostel } from '../api';
import { hostelTexts as t } from '../texts';
import { HostelHero } from './hostel-hero';
import { StaffPanel } from './staff-panel';
import { FacilitiesPanel } from './facilities-panel';
import { PhotoSphere } from './photo-sphere';
import { AdditionalInfo } from './additional-info';
import '../hostels.css';

type MainTab = 'hostel' | 'mess';
type SubTab = 'warden' | 'supervisor' | 'facilities';

const MAIN_TABS: MainTab[] = ['hostel', 'mess'];
const SUB_TABS: SubTab[] = ['warden', 'supervisor', 'facilities'];

function BackToHostels() {
  return (
    <Link href={paths.hostels} className="button button-outline button-small">
      <ArrowLeftIcon size={18} /> {t.backToHostels}
    </Link>
  );
}

function HostelNotFound() {
  return (
    <div className="not-found hostel-not-found">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <BackToHostels />
    </div>
  );
}

/** The Mess Details tab's content for a hostel (the messes feature holds it). */
type RenderMess = (hostelId: string) => ReactNode;
type Additional = HostelDetailContent['additional'];

/** What the tabs other than the warden's hold, one after another: for a page without JavaScript, and in print. */
function OtherPanels({ hostel, renderMess }: { hostel: Hostel; renderMess: RenderMess }) {
  return (
    <>
      <StaffPanel title={t.subTabs.supervisor} staff={hostel.supervisor} defaultRole={t.defaultSupervisorRole} />
      <FacilitiesPanel hostel={hostel} />
      <section className="hostel-mess-panel">
        <h2 className="hostel-subheading" id={MESS_TAB_ANCHOR}>
          {t.tabs.mess}
        </h2>
        {renderMess(hostel._id)}
      </section>
    </>
  );
}

function HostelInformation({
  hostel,
  renderMess,
  additional,
}: {
  hostel: Hostel;
  renderMess: RenderMess;
  additional: Additional;
}) {
  const [tab, setTab] = useState<MainTab>('hostel');
  const [subTab, setSubTab] = useState<SubTab>('warden');
  const tabsCard = useRef<HTMLElement>(null);
  // A link to the hostel's mess (paths.hostelMess) opens its tab. The server never sees an address's
  // hash, so the page arrives on the default tab and switches once in the browser.
  useEffect(() => {
    if (window.location.hash !== `#${MESS_TAB_ANCHOR}`) return;
    setTab('mess');
    tabsCard.current?.scrollIntoView();
  }, []);
  // A printout shows every tab's content: paper has no tabs to switch.
  const printing = usePrinting();
  return (
    <>
      <header className="hostel-header">
        <BackToHostels />
        <h1 lang={langOf(hostel, 'name')}>{hostel.name}</h1>
      </header>
      <HostelHero hostel={hostel} />

      {printing ? (
        <section className="hostel-section card hostel-all-panels">
          <StaffPanel title={t.subTabs.warden} staff={hostel.warden} defaultRole={t.defaultWardenRole} />
          <OtherPanels hostel={hostel} renderMess={renderMess} />
        </section>
      ) : (
        <section className="hostel-section card hostel-tabs-card" ref={tabsCard}>
          <Tabs
            label={t.tabsLabel}
            id="hostel"
            tabs={MAIN_TABS.map((key) => ({ key, label: t.tabs[key] }))}
            active={tab}
            onChange={setTab}
            variant="main"
          />
          <TabPanel id="hostel" tab={tab}>
            {tab === 'hostel' ? (
              <>
                <Tabs
                  label={t.subTabsLabel}
                  id="hostel-sub"
                  tabs={SUB_TABS.map((key) => ({ key, label: t.subTabs[key] }))}
                  active={subTab}
                  onChange={setSubTab}
                  variant="sub"
                />
                <TabPanel id="hostel-sub" tab={subTab}>
                  {subTab === 'warden' && (
                    <StaffPanel title={t.subTabs.warden} staff={hostel.warden} defaultRole={t.defaultWardenRole} />
                  )}
                  {subTab === 'supervisor' && (
                    <StaffPanel
                      title={t.subTabs.supervisor}
                      staff={hostel.supervisor}
                      defaultRole={t.defaultSupervisorRole}
                    />
                  )}
                  {subTab === 'facilities' && <FacilitiesPanel hostel={hostel} />}
                </TabPanel>
              </>
            ) : (
              renderMess(hostel._id)
            )}
          </TabPanel>
        </section>
      )}
      {/* Without JavaScript the tabs cannot switch: what the other tabs hold follows instead. */}
      <noscript>
        <section className="hostel-section card hostel-all-panels">
          <OtherPanels hostel={hostel} renderMess={renderMess} />
        </section>
      </noscript>

      {hostel.photoSphere && <PhotoSphere url={hostel.photoSphere} name={hostel.name} />}
      <AdditionalInfo content={additional} />
    </>
  );
}

/** The hostel's own page: loading, then its information or the not-found screen. */
export function HostelDetail({
  id,
  renderMess,
  additional,
}: {
  id: string;
  renderMess: RenderMess;
  additional: Additional;
}) {
  const { hostel, isLoading } = useHostel(id);
  if (isLoading) return <Spinner label={t.loadingDetail} />;
  if (!hostel) return <HostelNotFound />;
  // Keyed so a move to another hostel starts again on the default tabs.
  return <HostelInformation key={hostel._id} hostel={hostel} renderMess={renderMess} additional={additional} />;
}
