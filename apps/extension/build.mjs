// Builds the Chrome extension into dist/, ready for chrome://extensions → Load unpacked: the scripts bundled by
// esbuild, the pages, the icons drawn by sharp from Hookline's mark, and manifest.json with the package's
// version. EXTENSION_APP_ORIGINS (comma-separated, like https://hookline.example.com) adds a self-hosted
// Hookline's origin to the pages that may hand the extension a session and that it may call.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';

const extensionDir = import.meta.dirname;
const src = path.join(extensionDir, 'src');
const outdir = path.join(extensionDir, 'dist');

const SCRIPTS = {
  background: 'background/service-worker.ts',
  content: 'content/content-script.ts',
  popup: 'popup/popup.ts',
  options: 'options/options.ts',
};
const PAGES = ['popup/popup.html', 'options/options.html'];
const ICON_SIZES = [16, 32, 48, 128];

/** `https://hookline.example.com` → `https://hookline.example.com/*`; anything else stops the build. */
export function originPatterns(value) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`Not an http(s) origin: ${entry}`);
      }
      return `${url.protocol}//${url.hostname}/*`;
    });
}

async function writeManifest() {
  const manifest = JSON.parse(await readFile(path.join(src, 'manifest.json'), 'utf8'));
  const { version } = JSON.parse(await readFile(path.join(extensionDir, 'package.json'), 'utf8'));
  const extra = originPatterns(process.env.EXTENSION_APP_ORIGINS);
  manifest.version = version;
  manifest.host_permissions = [...new Set([...manifest.host_permissions, ...extra])];
  manifest.externally_connectable.matches = [
    ...new Set([...manifest.externally_connectable.matches, ...extra]),
  ];
  await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function drawIcons() {
  const svg = await readFile(path.join(src, 'icons/hookline.svg'));
  await mkdir(path.join(outdir, 'icons'), { recursive: true });
  await Promise.all(
    ICON_SIZES.map((size) =>
      sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 })
        .resize(size, size)
        .png()
        .toFile(path.join(outdir, 'icons', `icon-${size}.png`)),
    ),
  );
}

export async function buildExtension() {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: Object.entries(SCRIPTS).map(([out, entry]) => ({ in: path.join(src, entry), out })),
    outdir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
  await Promise.all([
    ...PAGES.map((page) => copyFile(path.join(src, page), path.join(outdir, path.basename(page)))),
    copyFile(path.join(src, 'pages/extension-page.css'), path.join(outdir, 'pages.css')),
    writeManifest(),
    drawIcons(),
  ]);
}

if (process.argv[1] === import.meta.filename) await buildExtension();
