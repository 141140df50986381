// Draws the demo pictures (our own, no photos): small parametric SVG scenes
// rendered by headless Chromium and saved as WebP. Run once after changing a
// scene: `bun run draw-pictures`. Outputs are committed.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

type Size = { w: number; h: number };
const BLUE = '#1e3a8a';
const AMBER = '#fbbf24';

// A tiny deterministic random source so every run draws the same pictures.
function random(seed: number) {
  return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
}

const svg = ({ w, h }: Size, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function sky({ w, h }: Size, top: string, bottom: string, id = 'sky') {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

function palm(x: number, ground: number, height: number, color = '#1f6f43') {
  const top = ground - height;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = x + Math.sin(r) * height * 0.45;
      const ey = top + Math.cos(r) * height * 0.12 + height * 0.1;
      return (
        `<path d="M${x} ${top} Q${(x + ex) / 2} ${top - height * 0.18} ${ex} ${ey}" stroke="${color}" ` +
        `stroke-width="${height * 0.07}" fill="none" stroke-linecap="round"/>`
      );
    })
    .join('');
  return (
    `<path d="M${x - 6} ${ground} Q${x + height * 0.12} ${ground - height / 2} ${x} ${top}" stroke="#7c5a3a" ` +
    `stroke-width="${Math.max(6, height * 0.05)}" fill="none"/>${leaves}`
  );
}

function tree(x: number, ground: number, size: number, color = '#2f855a') {
  return (
    `<rect x="${x - size * 0.06}" y="${ground - size * 0.5}" width="${size * 0.12}" height="${size * 0.5}" ` +
    `fill="#6b4f33"/><circle cx="${x}" cy="${ground - size * 0.7}" r="${size * 0.38}" fill="${color}"/>` +
    `<circle cx="${x - size * 0.25}" cy="${ground - size * 0.55}" r="${size * 0.26}" fill="${color}"/>` +
    `<circle cx="${x + size * 0.25}" cy="${ground - size * 0.55}" r="${size * 0.26}" fill="${color}"/>`
  );
}

function person(x: number, ground: number, height: number, color: string) {
  const head = height * 0.13;
  return (
    `<circle cx="${x}" cy="${ground - height + head}" r="${head}" fill="#5b3a29"/>` +
    `<rect x="${x - height * 0.14}" y="${ground - height + head * 2.1}" width="${height * 0.28}" ` +
    `height="${height * 0.45}" rx="${height * 0.08}" fill="${color}"/>` +
    `<rect x="${x - height * 0.11}" y="${ground - height * 0.38}" width="${height * 0.09}" ` +
    `height="${height * 0.38}" fill="#334155"/>` +
    `<rect x="${x + height * 0.02}" y="${ground - height * 0.38}" width="${height * 0.09}" ` +
    `height="${height * 0.38}" fill="#334155"/>`
  );
}

type BuildingOptions = {
  x: number;
  ground: number;
  width: number;
  floors: number;
  wall: string;
  roof: string;
  windowLit: number;
  seed: number;
  accent?: string;
};

function building(o: BuildingOptions) {
  const rnd = random(o.seed);
  const floorHeight = 46;
  const height = o.floors * floorHeight + 30;
  const top = o.ground - height;
  const columns = Math.floor((o.width - 30) / 44);
  let windows = '';
  for (let f = 0; f < o.floors; f++) {
    for (let c = 0; c < columns; c++) {
      const lit = rnd() < o.windowLit;
      windows +=
        `<rect x="${o.x + 22 + c * 44}" y="${top + 30 + f * floorHeight}" width="26" height="28" rx="3" ` +
        `fill="${lit ? '#fde68a' : '#cbd5e1'}" stroke="#64748b" stroke-width="1"/>`;
    }
    windows +=
      `<rect x="${o.x + 8}" y="${top + 64 + f * floorHeight}" width="${o.width - 16}" height="5" ` +
      `fill="${o.accent ?? '#e2e8f0'}" opacity="0.9"/>`;
  }
  const door =
    `<rect x="${o.x + o.width / 2 - 22}" y="${o.ground - 52}" width="44" height="52" rx="4" fill="${BLUE}"/>` +
    `<rect x="${o.x + o.width / 2 - 34}" y="${o.ground - 62}" width="68" height="10" fill="${AMBER}"/>`;
  return (
    `<rect x="${o.x + 10}" y="${top + 10}" width="${o.width}" height="${height}" fill="#000" opacity="0.12"/>` +
    `<rect x="${o.x}" y="${top}" width="${o.width}" height="${height}" fill="${o.wall}"/>` +
    `<rect x="${o.x - 10}" y="${top - 16}" width="${o.width + 20}" height="20" rx="4" ` +
    `fill="${o.roof}"/>${windows}${door}`
  );
}

type CampusOptions = {
  size: Size;
  time: 'morning' | 'noon' | 'dusk';
  seed: number;
  palms?: boolean;
  sea?: boolean;
  buildings?: number;
  focus?: boolean;
};

function campus(o: CampusOptions) {
  const { w, h } = o.size;
  const rnd = random(o.seed);
  const skies = {
    morning: ['#7dd3fc', '#e0f2fe'],
    noon: ['#38bdf8', '#dbeafe'],
    dusk: ['#1e3a8a', '#f59e0b'],
  } as const;
  const [top, bottom] = skies[o.time];
  const ground = h * 0.82;
  let body = sky(o.size, top, bottom);
  body +=
    o.time === 'dusk'
      ? `<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.09}" fill="#fde68a" opacity="0.9"/>`
      : `<circle cx="${w * 0.85}" cy="${h * 0.16}" r="${h * 0.06}" fill="#fef9c3"/>`;
  for (let i = 0; i < 4; i++) {
    const cx = rnd() * w;
    const cy = h * (0.1 + rnd() * 0.2);
    body +=
      `<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.06}" ry="${h * 0.025}" fill="#fff" ` +
      `opacity="${o.time === 'dusk' ? 0.25 : 0.8}"/>`;
  }
  if (o.sea)
    body +=
      `<rect y="${ground - h * 0.1}" width="${w}" height="${h * 0.1}" fill="#0e7490"/>` +
      `<rect y="${ground - h * 0.1}" width="${w}" height="4" fill="#a5f3fc" opacity="0.6"/>`;
  body +=
    `<path d="M0 ${ground - h * 0.12} Q${w * 0.25} ${ground - h * 0.2} ${w * 0.5} ${ground - h * 0.13} T${w} ` +
    `${ground - h * 0.12} V${ground} H0Z" fill="#86a97f" opacity="${o.sea ? 0 : 0.7}"/>`;
  const count = o.buildings ?? 3;
  const walls = ['#f1f5f9', '#fde7c8', '#e0e7ff', '#fce7f3', '#ecfccb', '#fef3c7'];
  const roofs = [BLUE, '#9a3412', '#1f2937', '#0f766e', '#7c2d12'];
  for (let i = 0; i < count; i++) {
    const width = o.focus ? w * 0.56 : w / (count + 0.6);
    const x = o.focus ? w * 0.22 : i * (w / count) + w * 0.03;
    body += building({
      x,
      ground,
      width,
      floors: o.focus ? Math.max(3, Math.min(6, Math.floor((h * 0.55) / 46))) : 3 + Math.floor(rnd() * 4),
      wall: walls[Math.floor(rnd() * walls.length)],
      roof: roofs[Math.floor(rnd() * roofs.length)],
      windowLit: o.time === 'dusk' ? 0.7 : 0.15,
      seed: o.seed + i,
      accent: rnd() < 0.5 ? AMBER : undefined,
    });
    if (o.focus) break;
  }
  body +=
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="#4d7c0f"/>` +
    `<rect y="${ground + (h - ground) * 0.45}" width="${w}" height="${(h - ground) * 0.22}" fill="#d6d3d1"/>`;
  for (let i = 0; i < 7; i++) {
    const x = rnd() * w;
    body += o.palms
      ? palm(x, ground + 4, h * (0.22 + rnd() * 0.12))
      : tree(x, ground + 4, h * (0.12 + rnd() * 0.08), rnd() < 0.5 ? '#2f855a' : '#3f8f4f');
  }
  for (let i = 0; i < 5; i++)
    body += person(
      rnd() * w,
      ground + (h - ground) * 0.62,
      h * 0.07,
      ['#f59e0b', '#2563eb', '#dc2626', '#059669'][i % 4],
    );
  return svg(o.size, body);
}

function room(size: Size, beds: number, wall: string) {
  const { w, h } = size;
  const floor = h * 0.7;
  let body =
    `<rect width="${w}" height="${floor}" fill="${wall}"/>` +
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="#b08968"/>`;
  body +=
    `<rect x="${w * 0.38}" y="${h * 0.12}" width="${w * 0.24}" height="${h * 0.3}" fill="#bae6fd" ` +
    `stroke="#fff" stroke-width="10"/>` +
    `<line x1="${w * 0.5}" y1="${h * 0.12}" x2="${w * 0.5}" y2="${h * 0.42}" stroke="#fff" stroke-width="6"/>`;
  body += `<rect x="${w * 0.36}" y="${h * 0.1}" width="${w * 0.28}" height="${h * 0.04}" fill="${BLUE}"/>`;
  for (let i = 0; i < beds; i++) {
    const x = beds === 2 ? (i === 0 ? w * 0.04 : w * 0.66) : [w * 0.02, w * 0.36, w * 0.7][i];
    const bw = w * 0.28;
    body +=
      `<rect x="${x}" y="${floor - h * 0.16}" width="${bw}" height="${h * 0.16}" rx="8" fill="#475569"/>` +
      `<rect x="${x + 6}" y="${floor - h * 0.2}" width="${bw - 12}" height="${h * 0.08}" rx="10" ` +
      `fill="${['#93c5fd', '#fcd34d', '#f9a8d4'][i]}"/>` +
      `<rect x="${x + 12}" y="${floor - h * 0.24}" width="${bw * 0.28}" height="${h * 0.06}" rx="8" ` +
      `fill="#fff"/><rect x="${x}" y="${floor}" width="10" height="${h * 0.06}" fill="#334155"/>` +
      `<rect x="${x + bw - 10}" y="${floor}" width="10" height="${h * 0.06}" fill="#334155"/>`;
  }
  body +=
    `<rect x="${w * 0.36}" y="${floor - h * 0.02}" width="${w * 0.28}" height="${h * 0.03}" fill="#92400e"/>` +
    `<rect x="${w * 0.45}" y="${floor - h * 0.1}" width="${w * 0.1}" height="${h * 0.07}" rx="4" ` +
    `fill="#1f2937"/>`;
  body +=
    `<rect x="${w * 0.02}" y="${h * 0.08}" width="${w * 0.1}" height="${h * 0.38}" fill="#a16207" ` +
    `opacity="${beds === 3 ? 0 : 1}"/>`;
  return svg(size, body);
}

function dining(size: Size, counter: boolean) {
  const { w, h } = size;
  const rnd = random(counter ? 7 : 11);
  let body =
    `<rect width="${w}" height="${h}" fill="#fef3c7"/>` +
    `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#d6bfa0"/>`;
  for (let i = 0; i < 5; i++)
    body +=
      `<rect x="${w * (0.06 + i * 0.19)}" y="${h * 0.1}" width="${w * 0.12}" height="${h * 0.22}" rx="6" ` +
      `fill="#bae6fd" stroke="#fff" stroke-width="6"/>`;
  body += `<rect y="${h * 0.36}" width="${w}" height="${h * 0.04}" fill="${BLUE}"/>`;
  if (counter) {
    body += `<rect x="${w * 0.05}" y="${h * 0.42}" width="${w * 0.9}" height="${h * 0.2}" fill="#94a3b8"/>`;
    for (let i = 0; i < 6; i++)
      body +=
        `<ellipse cx="${w * (0.14 + i * 0.14)}" cy="${h * 0.43}" rx="${w * 0.05}" ry="${h * 0.025}" ` +
        `fill="${['#f59e0b', '#16a34a', '#dc2626', '#fde68a', '#a16207', '#f97316'][i]}"/>`;
    for (let i = 0; i < 6; i++)
      body += person(
        w * (0.12 + i * 0.15),
        h * 0.98,
        h * 0.32,
        ['#2563eb', '#dc2626', '#059669', '#7c3aed', '#f59e0b', '#0ea5e9'][i],
      );
  } else {
    for (let row = 0; row < 2; row++) {
      const y = h * (0.58 + row * 0.2);
      body += `<rect x="${w * 0.06}" y="${y}" width="${w * 0.88}" height="${h * 0.05}" rx="6" fill="#92400e"/>`;
      for (let i = 0; i < 7; i++) {
        body += `<circle cx="${w * (0.12 + i * 0.125)}" cy="${y - 4}" r="${h * 0.018}" fill="#f8fafc"/>`;
        if (rnd() < 0.7)
          body += person(
            w * (0.12 + i * 0.125),
            y - h * 0.005,
            h * 0.16,
            ['#2563eb', '#dc2626', '#059669', '#7c3aed'][i % 4],
          );
      }
    }
  }
  return svg(size, body);
}

function stage(size: Size, variant: 'fest' | 'lecture' | 'night') {
  const { w, h } = size;
  const rnd = random(variant.length * 13);
  let body = sky(
    size,
    variant === 'lecture' ? '#e2e8f0' : '#0b1a3d',
    variant === 'lecture' ? '#f8fafc' : '#312e81',
    `st${variant}`,
  );
  if (variant !== 'lecture') {
    for (let i = 0; i < 5; i++)
      body +=
        `<path d="M${w * (0.1 + i * 0.2)} 0 L${w * (0.3 + i * 0.1)} ${h * 0.65} L${w * (0.4 + i * 0.05)} ` +
        `${h * 0.65}Z" fill="${['#fbbf24', '#f472b6', '#60a5fa', '#34d399', '#f59e0b'][i]}" opacity="0.25"/>`;
    for (let i = 0; i < 40; i++)
      body += `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.4}" r="${1 + rnd() * 2}" fill="#fff" opacity="0.7"/>`;
  }
  body +=
    `<rect x="${w * 0.15}" y="${h * 0.18}" width="${w * 0.7}" height="${h * 0.4}" ` +
    `fill="${variant === 'lecture' ? '#fff' : '#1e293b'}" ` +
    `stroke="${variant === 'lecture' ? '#94a3b8' : AMBER}" stroke-width="8"/>`;
  if (variant === 'lecture')
    body +=
      `<rect x="${w * 0.22}" y="${h * 0.26}" width="${w * 0.3}" height="${h * 0.04}" fill="${BLUE}"/>` +
      `<rect x="${w * 0.22}" y="${h * 0.34}" width="${w * 0.5}" height="${h * 0.025}" fill="#94a3b8"/>` +
      `<rect x="${w * 0.22}" y="${h * 0.4}" width="${w * 0.42}" height="${h * 0.025}" fill="#94a3b8"/>` +
      `<rect x="${w * 0.6}" y="${h * 0.44}" width="${w * 0.16}" height="${h * 0.1}" fill="${AMBER}"/>`;
  else
    for (let i = 0; i < 3; i++)
      body += person(w * (0.38 + i * 0.12), h * 0.58, h * 0.26, ['#f472b6', AMBER, '#60a5fa'][i]);
  body += `<rect y="${h * 0.58}" width="${w}" height="${h * 0.06}" fill="#7c2d12"/>`;
  for (let row = 0; row < 3; row++) {
    const seat =
      variant === 'lecture' ? ['#475569', '#1e293b', '#64748b'][row] : ['#0f172a', '#1e293b', '#111827'][row];
    for (let i = 0; i < 12; i++)
      body +=
        `<circle cx="${w * (0.04 + i * 0.085 + (row % 2) * 0.04)}" cy="${h * (0.76 + row * 0.1)}" ` +
        `r="${h * 0.05}" fill="${seat}"/>`;
  }
  return svg(size, body);
}

function sportsField(size: Size) {
  const { w, h } = size;
  let body = sky(size, '#7dd3fc', '#e0f2fe', 'sp');
  body += `<rect y="${h * 0.35}" width="${w}" height="${h * 0.65}" fill="#16a34a"/>`;
  for (let i = 0; i < 6; i++)
    body += `<rect x="${(i * w) / 6}" y="${h * 0.35}" width="${w / 12}" height="${h * 0.65}" fill="#15803d"/>`;
  body +=
    `<rect x="${w * 0.08}" y="${h * 0.42}" width="${w * 0.84}" height="${h * 0.52}" fill="none" stroke="#fff" ` +
    `stroke-width="5"/>` +
    `<line x1="${w / 2}" y1="${h * 0.42}" x2="${w / 2}" y2="${h * 0.94}" stroke="#fff" stroke-width="5"/>` +
    `<circle cx="${w / 2}" cy="${h * 0.68}" r="${h * 0.1}" fill="none" stroke="#fff" stroke-width="5"/>`;
  body +=
    `<rect x="${w * 0.05}" y="${h * 0.56}" width="${w * 0.03}" height="${h * 0.2}" fill="none" ` +
    `stroke="#f8fafc" stroke-width="6"/>` +
    `<rect x="${w * 0.92}" y="${h * 0.56}" width="${w * 0.03}" height="${h * 0.2}" fill="none" ` +
    `stroke="#f8fafc" stroke-width="6"/>`;
  const players = [
    [0.3, 0.7, '#dc2626'],
    [0.42, 0.6, '#dc2626'],
    [0.6, 0.75, '#2563eb'],
    [0.7, 0.62, '#2563eb'],
    [0.52, 0.85, AMBER],
  ] as const;
  for (const [x, y, c] of players) body += person(w * x, h * y, h * 0.2, c);
  body += `<circle cx="${w * 0.5}" cy="${h * 0.7}" r="${h * 0.018}" fill="#fff" stroke="#111" stroke-width="2"/>`;
  for (let i = 0; i < 8; i++) body += tree(w * (i / 7), h * 0.36, h * 0.16);
  return svg(size, body);
}

function laptops(size: Size) {
  const { w, h } = size;
  let body =
    `<rect width="${w}" height="${h}" fill="#1e293b"/>` +
    `<rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.8}" height="${h * 0.3}" rx="10" fill="#0f172a" ` +
    `stroke="#38bdf8" stroke-width="4"/>` +
    `<text x="${w / 2}" y="${h * 0.27}" font-family="monospace" font-size="${h * 0.1}" fill="#38bdf8" ` +
    `text-anchor="middle">{ hack: 24h }</text>`;
  for (let row = 0; row < 2; row++) {
    const y = h * (0.62 + row * 0.22);
    body += `<rect x="${w * 0.04}" y="${y}" width="${w * 0.92}" height="${h * 0.05}" fill="#a16207"/>`;
    for (let i = 0; i < 5; i++) {
      const x = w * (0.08 + i * 0.18);
      body += person(
        x + w * 0.05,
        y + h * 0.02,
        h * 0.2,
        ['#f59e0b', '#60a5fa', '#f472b6', '#34d399', '#a78bfa'][(i + row) % 5],
      );
      body +=
        `<rect x="${x}" y="${y - h * 0.09}" width="${w * 0.1}" height="${h * 0.09}" rx="3" fill="#cbd5e1"/>` +
        `<rect x="${x + 4}" y="${y - h * 0.085}" width="${w * 0.1 - 8}" height="${h * 0.075}" fill="#0ea5e9"/>`;
    }
  }
  return svg(size, body);
}

function greenDrive(size: Size, yoga: boolean) {
  const { w, h } = size;
  const rnd = random(yoga ? 5 : 9);
  let body = sky(size, yoga ? '#fde68a' : '#7dd3fc', yoga ? '#fff7ed' : '#ecfeff', `g${yoga}`);
  body +=
    `<circle cx="${w * 0.2}" cy="${h * 0.25}" r="${h * 0.1}" fill="#fbbf24" opacity="0.9"/>` +
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="#65a30d"/>`;
  for (let i = 0; i < 6; i++) body += tree(w * (0.05 + i * 0.18), h * 0.62, h * 0.3, i % 2 ? '#15803d' : '#166534');
  if (yoga) {
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + i * 0.15);
      body +=
        `<rect x="${x - w * 0.05}" y="${h * 0.86}" width="${w * 0.1}" height="${h * 0.03}" rx="4" ` +
        `fill="${['#f472b6', '#60a5fa', '#34d399', '#fbbf24', '#a78bfa', '#fb923c'][i]}"/>`;
      body += person(x, h * 0.86, h * 0.22, '#fff7ed');
      body +=
        `<line x1="${x - h * 0.1}" y1="${h * 0.68}" x2="${x + h * 0.1}" y2="${h * 0.68}" stroke="#5b3a29" ` +
        `stroke-width="6" stroke-linecap="round"/>`;
    }
  } else {
    for (let i = 0; i < 7; i++) {
      const x = w * (0.08 + i * 0.13);
      body += person(x, h * (0.85 + rnd() * 0.08), h * 0.22, ['#16a34a', '#2563eb', '#f59e0b'][i % 3]);
      if (i % 2 === 0)
        body +=
          `<rect x="${x + h * 0.05}" y="${h * 0.84}" width="${h * 0.05}" height="${h * 0.08}" fill="#0f766e"/>` +
          `<path d="M${x + h * 0.075} ${h * 0.84} l-${h * 0.04} -${h * 0.06} m${h * 0.04} ${h * 0.06} ` +
          `l${h * 0.04} -${h * 0.06}" stroke="#16a34a" stroke-width="5"/>`;
    }
  }
  return svg(size, body);
}

type PortraitOptions = {
  skin: string;
  hair: string;
  shirt: string;
  background: string;
  long: boolean;
  beard?: boolean;
  glasses?: boolean;
};

function portrait(size: Size, o: PortraitOptions) {
  const { w, h } = size;
  const cx = w / 2;
  let body =
    `<rect width="${w}" height="${h}" fill="${o.background}"/>` +
    `<circle cx="${cx}" cy="${h * 0.45}" r="${w * 0.42}" fill="#fff" opacity="0.25"/>`;
  if (o.long)
    body +=
      `<path d="M${cx - w * 0.22} ${h * 0.38} Q${cx - w * 0.26} ${h * 0.8} ${cx - w * 0.12} ${h * 0.82} ` +
      `L${cx + w * 0.12} ${h * 0.82} Q${cx + w * 0.26} ${h * 0.8} ${cx + w * 0.22} ${h * 0.38}Z" ` +
      `fill="${o.hair}"/>`;
  body +=
    `<path d="M${cx - w * 0.36} ${h} Q${cx - w * 0.34} ${h * 0.7} ${cx} ${h * 0.68} Q${cx + w * 0.34} ` +
    `${h * 0.7} ${cx + w * 0.36} ${h}Z" fill="${o.shirt}"/>`;
  body +=
    `<path d="M${cx - w * 0.08} ${h * 0.69} L${cx} ${h * 0.8} L${cx + w * 0.08} ${h * 0.69}Z" fill="#fff" ` +
    `opacity="0.85"/>`;
  body += `<rect x="${cx - w * 0.06}" y="${h * 0.56}" width="${w * 0.12}" height="${h * 0.14}" fill="${o.skin}"/>`;
  body += `<ellipse cx="${cx}" cy="${h * 0.42}" rx="${w * 0.17}" ry="${h * 0.2}" fill="${o.skin}"/>`;
  body +=
    `<path d="M${cx - w * 0.18} ${h * 0.4} Q${cx - w * 0.18} ${h * 0.18} ${cx} ${h * 0.2} Q${cx + w * 0.19} ` +
    `${h * 0.18} ${cx + w * 0.18} ${h * 0.4} Q${cx + w * 0.1} ${h * 0.28} ${cx - w * 0.02} ${h * 0.29} ` +
    `Q${cx - w * 0.12} ${h * 0.3} ${cx - w * 0.18} ${h * 0.4}Z" fill="${o.hair}"/>`;
  body +=
    `<circle cx="${cx - w * 0.065}" cy="${h * 0.43}" r="${w * 0.014}" fill="#1f2937"/>` +
    `<circle cx="${cx + w * 0.065}" cy="${h * 0.43}" r="${w * 0.014}" fill="#1f2937"/>`;
  body +=
    `<path d="M${cx - w * 0.05} ${h * 0.52} Q${cx} ${h * 0.555} ${cx + w * 0.05} ${h * 0.52}" stroke="#7f1d1d" ` +
    `stroke-width="${w * 0.012}" fill="none" stroke-linecap="round"/>`;
  if (o.beard)
    body +=
      `<path d="M${cx - w * 0.16} ${h * 0.46} Q${cx - w * 0.14} ${h * 0.63} ${cx} ${h * 0.63} ` +
      `Q${cx + w * 0.14} ${h * 0.63} ${cx + w * 0.16} ${h * 0.46} Q${cx} ${h * 0.56} ${cx - w * 0.16} ` +
      `${h * 0.46}Z" fill="${o.hair}" opacity="0.9"/>`;
  if (o.glasses)
    body +=
      `<g fill="none" stroke="#1f2937" stroke-width="${w * 0.01}">` +
      `<circle cx="${cx - w * 0.065}" cy="${h * 0.43}" r="${w * 0.045}"/>` +
      `<circle cx="${cx + w * 0.065}" cy="${h * 0.43}" r="${w * 0.045}"/>` +
      `<line x1="${cx - w * 0.02}" y1="${h * 0.43}" x2="${cx + w * 0.02}" y2="${h * 0.43}"/></g>`;
  return svg(size, body);
}

const skins = ['#8d5524', '#c68642', '#e0ac69', '#a0662f', '#f1c27d', '#6b3e1f'];
const hairs = ['#1f1300', '#2d1b0e', '#111827', '#3b2415', '#4b5563'];
const shirts = ['#1e3a8a', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#334155', '#15803d', '#0369a1'];
const backgrounds = ['#dbeafe', '#fef3c7', '#dcfce7', '#fce7f3', '#e0e7ff', '#ffedd5'];

const portraitOptions = (i: number): PortraitOptions => ({
  skin: skins[i % skins.length],
  hair: hairs[(i * 3) % hairs.length],
  shirt: shirts[(i * 5) % shirts.length],
  background: backgrounds[i % backgrounds.length],
  long: i % 3 === 1,
  beard: i % 4 === 2,
  glasses: i % 5 === 0,
});

const HERO = { w: 1600, h: 800 };
const GALLERY = { w: 1200, h: 800 };
const HOSTEL = { w: 960, h: 640 };
const EVENT = { w: 960, h: 540 };
const PORTRAIT = { w: 320, h: 320 };

const pictures: [string, Size, string, number][] = [
  ['web/assets/pictures/hero-1.webp', HERO, campus({ size: HERO, time: 'morning', seed: 3, buildings: 4 }), 70],
  ['web/assets/pictures/hero-2.webp', HERO, campus({ size: HERO, time: 'dusk', seed: 8, buildings: 3 }), 70],
  [
    'web/assets/pictures/hero-3.webp',
    HERO,
    campus({ size: HERO, time: 'noon', seed: 5, buildings: 3, palms: true, sea: true }),
    70,
  ],
  [
    'web/assets/pictures/about-hero.webp',
    { w: 1600, h: 600 },
    campus({ size: { w: 1600, h: 600 }, time: 'noon', seed: 21, buildings: 5 }),
    70,
  ],
  [
    'web/assets/pictures/director.webp',
    { w: 400, h: 400 },
    portrait({ w: 400, h: 400 }, { ...portraitOptions(2), glasses: true, long: false }),
    80,
  ],
  [
    'web/assets/pictures/chief-warden.webp',
    { w: 400, h: 400 },
    portrait({ w: 400, h: 400 }, { ...portraitOptions(1), long: true, beard: false }),
    80,
  ],
  ['src/modules/gallery/pictures/gallery-1.webp', GALLERY, room(GALLERY, 2, '#e0e7ff'), 72],
  ['src/modules/gallery/pictures/gallery-2.webp', GALLERY, room(GALLERY, 3, '#fef3c7'), 72],
  ['src/modules/gallery/pictures/gallery-3.webp', GALLERY, dining(GALLERY, false), 72],
  ['src/modules/gallery/pictures/gallery-4.webp', GALLERY, dining(GALLERY, true), 72],
  ['src/modules/gallery/pictures/gallery-5.webp', GALLERY, stage(GALLERY, 'night'), 72],
  ['src/modules/gallery/pictures/gallery-6.webp', GALLERY, stage(GALLERY, 'fest'), 72],
  ['src/modules/gallery/pictures/gallery-7.webp', GALLERY, sportsField(GALLERY), 72],
  [
    'src/modules/gallery/pictures/gallery-8.webp',
    GALLERY,
    campus({ size: GALLERY, time: 'dusk', seed: 31, buildings: 0, palms: true, sea: true }),
    72,
  ],
  [
    'src/modules/gallery/pictures/gallery-9.webp',
    GALLERY,
    campus({ size: GALLERY, time: 'morning', seed: 41, focus: true }),
    72,
  ],
  // The home page's About picture is the ninth gallery picture's twin: the office may replace that one.
  [
    'web/assets/pictures/gallery-9.webp',
    GALLERY,
    campus({ size: GALLERY, time: 'morning', seed: 41, focus: true }),
    72,
  ],
  ...Array.from({ length: 8 }, (_, i): [string, Size, string, number] => [
    `src/demo/pictures/hostel-${i + 1}.webp`,
    HOSTEL,
    campus({
      size: HOSTEL,
      time: i % 3 === 2 ? 'dusk' : i % 2 ? 'noon' : 'morning',
      seed: 100 + i * 7,
      focus: true,
      palms: i % 2 === 0,
    }),
    62,
  ]),
  ...Array.from({ length: 12 }, (_, i): [string, Size, string, number] => [
    `src/demo/pictures/person-${i + 1}.webp`,
    PORTRAIT,
    portrait(PORTRAIT, portraitOptions(i)),
    75,
  ]),
  ['src/demo/pictures/event-1.webp', EVENT, stage(EVENT, 'lecture'), 65],
  ['src/demo/pictures/event-2.webp', EVENT, stage(EVENT, 'fest'), 65],
  ['src/demo/pictures/event-3.webp', EVENT, sportsField(EVENT), 65],
  ['src/demo/pictures/event-4.webp', EVENT, laptops(EVENT), 65],
  ['src/demo/pictures/event-5.webp', EVENT, greenDrive(EVENT, false), 65],
  ['src/demo/pictures/event-6.webp', EVENT, greenDrive(EVENT, true), 65],
];

/** The site's own wide pictures, also made 800 pixels wide for phones (web/lib/built-in-pictures.ts). */
const NARROW_COPIES = [
  'web/assets/pictures/hero-1.webp',
  'web/assets/pictures/hero-2.webp',
  'web/assets/pictures/hero-3.webp',
  'web/assets/pictures/about-hero.webp',
  'web/assets/pictures/gallery-9.webp',
];

mkdirSync('web/assets/pictures', { recursive: true });
mkdirSync('src/demo/pictures', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();
for (const [path, size, drawing, quality] of pictures) {
  await page.setViewportSize({ width: size.w, height: size.h });
  await page.setContent(`<html><body style="margin:0">${drawing}</body></html>`);
  const png = await page.screenshot({ type: 'png' });
  const bytes = await new Bun.Image(png).webp({ quality }).bytes();
  await Bun.write(path, bytes);
  console.log(`${path}  ${(bytes.length / 1024).toFixed(1)} KB`);
  if (NARROW_COPIES.includes(path)) {
    const copy = path.replace('.webp', '-800.webp');
    const copyBytes = await new Bun.Image(bytes).resize(800).webp({ quality }).bytes();
    await Bun.write(copy, copyBytes);
    console.log(`${copy}  ${(copyBytes.length / 1024).toFixed(1)} KB`);
  }
}
await browser.close();
