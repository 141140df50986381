// The unsaved content in the real page component, in a frame of a phone's or
// a desktop's width so the page's own media queries apply as they will on the site.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { pageTexts } from '../texts';

export type PageView = ComponentType<{ content: never }>;

const WIDTHS = { phone: 375, desktop: 1280 } as const;
const FRAME_HEIGHT = 720;

/** The console's stylesheets, the public site's base and the page's own among them, copied into the frame. */
function copyStyles(into: Document) {
  for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style'))
    into.head.append(sheet.cloneNode(true));
}

export function PagePreview({ View, content }: { View: PageView; content: unknown }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState<number>(WIDTHS.desktop);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  // An empty frame may have loaded before React listened: its document is then ready at once.
  const attach = (frameDocument: Document | null | undefined) => {
    if (!frameDocument?.body || frameDocument.body.dataset.preview) return;
    frameDocument.body.dataset.preview = 'page';
    copyStyles(frameDocument);
    setBody(frameDocument.body);
  };
  useEffect(() => attach(frame.current?.contentDocument), []);

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, room / WIDTHS[width]);
  return (
    <section className="page-preview" aria-label={pageTexts.preview}>
      <div className="page-preview-bar">
        <h3>{pageTexts.preview}</h3>
        <div className="page-preview-widths" role="group" aria-label={pageTexts.preview}>
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((option) => (
            <button
              key={option}
              type="button"
              className={`button button-small ${option === width ? 'button-primary' : 'button-ghost'}`}
              aria-pressed={option === width}
              onClick={() => setWidth(option)}
            >
              {pageTexts.widths[option]}
            </button>
          ))}
        </div>
      </div>
      <div ref={box} className="page-preview-box" style={{ height: FRAME_HEIGHT * scale }}>
        <iframe
          title={pageTexts.previewLabel(pageTexts.widths[width].toLowerCase())}
          className="page-preview-frame"
          style={{ width: WIDTHS[width], height: FRAME_HEIGHT, transform: `scale(${scale})` }}
          ref={frame}
          onLoad={(event) => attach(event.currentTarget.contentDocument)}
        />
        {body && createPortal(<View content={content as never} />, body)}
      </div>
    </section>
  );
}
