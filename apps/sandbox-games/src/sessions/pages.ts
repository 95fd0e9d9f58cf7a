import { escapeHtml } from '@vauhti/server-kit';
import type { ClientBundle } from '../bundles/client-bundles';
import { type LaunchFailure, launchTexts, pageLanguageOf } from './launch-texts';

/** The boot object of the game page (`window.__GAME_BOOT__`), read by client/core/boot.ts. */
export type GameBoot = {
  sessionId: string;
  mode: 'real' | 'demo';
  gameCode: string;
  gameName: string;
  engine: string;
  clientKind: string;
  language: string;
  currency: string;
  lobbyUrl: string;
  apiBase: string;
  liveSocketUrl: string | null;
  liveTableId: string | null;
  art: { tile: string; background: string };
  theme: { primary: string; secondary: string; accent: string };
};

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The HTML shell that boots a game client. */
export function gamePage(boot: GameBoot, bundle: ClientBundle, nonce: string): string {
  const language = escapeHtml(pageLanguageOf(boot.language));
  const css = bundle.css
    ? `<link rel="stylesheet" href="/client/${escapeHtml(bundle.kind)}.css?v=${bundle.css.hash}">`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(boot.gameName)}</title>
<link rel="preload" as="image" href="${escapeHtml(boot.art.background)}">
${css}
<style>html,body{margin:0;height:100%;background:${escapeHtml(boot.theme.secondary)};color:#fff;overflow:hidden}#game-root{position:fixed;inset:0}</style>
</head>
<body>
<div id="game-root"></div>
<script nonce="${nonce}">window.__GAME_BOOT__ = ${scriptJson(boot)};</script>
<script type="module" nonce="${nonce}" src="/client/${escapeHtml(bundle.kind)}.js?v=${bundle.js.hash}"></script>
</body>
</html>`;
}

/** A small page in the player's language for a launch that cannot open the game. */
export function launchErrorPage(failure: LaunchFailure, language: string | undefined, lobbyUrl: string | null): string {
  const texts = launchTexts(language);
  const text = texts[failure];
  const back = lobbyUrl
    ? `<a class="back" href="${escapeHtml(lobbyUrl)}" target="_top">${escapeHtml(texts.back)}</a>`
    : '';
  return `<!doctype html>
<html lang="${pageLanguageOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(text.title)}</title>
<style>
html,body{margin:0;height:100%}
body{display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#ede9fe;
background:radial-gradient(ellipse at 50% 30%,#2e1a5c 0,#0f0b1d 70%)}
main{max-width:26rem;margin:1rem;padding:2rem 1.75rem;text-align:center;background:rgb(24 18 48/85%);
border:1px solid #2a2148;border-radius:1rem;box-shadow:0 1.5rem 3rem rgb(0 0 0/45%)}
.icon{width:3rem;height:3rem;margin:0 auto 1rem;border-radius:50%;display:grid;place-items:center;
background:linear-gradient(135deg,#a78bfa,#ec4899);color:#1b0f3a;font-weight:800;font-size:1.5rem}
h1{margin:0 0 .5rem;font-size:1.25rem}
p{margin:0 0 1.25rem;color:#a59cc0;line-height:1.5}
.code{font-size:.75rem;color:#6b6390;margin:0}
.back{display:inline-block;margin-bottom:1rem;padding:.6rem 1.2rem;border-radius:999px;background:#a78bfa;color:#1b0f3a;
font-weight:700;text-decoration:none}
.back:focus-visible{outline:3px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main role="alert">
<div class="icon" aria-hidden="true">!</div>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.message)}</p>
${back}
<p class="code">${escapeHtml(texts.code)}: ${failure}</p>
</main>
</body>
</html>`;
}
