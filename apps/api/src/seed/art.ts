/**
 * Pictures for the demo, drawn locally as SVG: a gradient in the colours of the category with a few
 * shapes placed by a seeded random generator, so every card has its own picture and nothing is downloaded.
 */
import type { Random } from './random.ts';

const PALETTES: Record<string, [string, string, string]> = {
  restaurant: ['#f97316', '#b91c1c', '#fde68a'],
  cafe: ['#92400e', '#451a03', '#fcd34d'],
  atm: ['#2381f6', '#1e3a8a', '#bfdbfe'],
  hospital: ['#0ea5e9', '#0f766e', '#ecfeff'],
  gas_station: ['#eab308', '#166534', '#fef9c3'],
  home_services: ['#64748b', '#1e293b', '#fbbf24'],
  shopping: ['#db2777', '#6d28d9', '#fce7f3'],
  lodging: ['#0d9488', '#134e4a', '#ccfbf1'],
  education: ['#4f46e5', '#312e81', '#e0e7ff'],
  worship: ['#a16207', '#3f2d0c', '#fef3c7'],
  transport: ['#16a34a', '#14532d', '#dcfce7'],
  services: ['#7c3aed', '#2e1065', '#ede9fe'],
  leisure: ['#059669', '#064e3b', '#a7f3d0'],
  government: ['#475569', '#0f172a', '#e2e8f0'],
};

export function artSvg(random: Random, category: string, width: number, height: number): string {
  const [from, to, light] = PALETTES[category] ?? (PALETTES.services as [string, string, string]);
  const shapes: string[] = [];
  const count = 3 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = Math.round((0.15 + random() * 0.35) * Math.min(width, height));
    const opacity = (0.12 + random() * 0.3).toFixed(2);
    const fill = random() < 0.5 ? light : '#ffffff';
    shapes.push(
      random() < 0.6
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${size / 4}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90 - 45)} ${x} ${y})"/>`,
    );
  }
  // A centred emblem: a ring with a dot, like a map pin seen from above.
  const r = Math.round(Math.min(width, height) * 0.16);
  shapes.push(
    `<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${Math.max(4, r / 5)}"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(r / 3)}" fill="#ffffff" fill-opacity="0.9"/>`,
  );
  const angle = Math.round(random() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}
