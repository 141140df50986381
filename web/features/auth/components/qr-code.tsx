import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The quiet zone around a QR code: four modules, as the standard asks, so phones find its edges. */
const QUIET = 4;

/** `text` as a QR code: one SVG path of dark squares, crisp at any size, with `label` as its text alternative. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let column = 0; column < count; column++) if (qr.isDark(row, column)) d += `M${column} ${row}h1v1h-1z`;
    }
    return { size: count, path: d };
  }, [text]);
  const box = size + QUIET * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
