// Draws the home-screen icons (web/assets/icons/*.png) from the favicon with
// Chromium, once: the PNGs are committed and the web build hashes them like
// any asset. Run it again after changing web/assets/favicon.svg:
// `bun scripts/draw-icons.ts`.
import { readFileSync } from 'node:fs';
import { launchChromium } from '../web/e2e/support';

const FAVICON = readFileSync('web/assets/favicon.svg', 'utf8');
const BLUE = '#1e3a8a';

/**
 * `maskable`: the launcher crops it to its own shape, so the picture fills
 * the square and the house stays well inside the middle 80% (the safe zone).
 */
const icons = [
  { name: 'icon-192', size: 192, maskable: false },
  { name: 'icon-512', size: 512, maskable: false },
  { name: 'icon-maskable-512', size: 512, maskable: true },
  { name: 'apple-touch-icon', size: 180, maskable: true },
];

const browser = await launchChromium();
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  const inset = icon.maskable ? icon.size * 0.1 : 0;
  const svg = FAVICON.replace('<svg ', `<svg width="${icon.size - 2 * inset}" height="${icon.size - 2 * inset}" `);
  const background = icon.maskable ? BLUE : 'transparent';
  await page.setContent(
    '<body ' +
      `style="margin:0;background:${background};width:${icon.size}px;` +
      `height:${icon.size}px;display:grid;place-items:center">${svg}</body>`,
  );
  await page.screenshot({ path: `web/assets/icons/${icon.name}.png`, omitBackground: !icon.maskable });
  await page.close();
}
await browser.close();
