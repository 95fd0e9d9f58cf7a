import { escapeHtml } from './html';

/** One capability the sandbox simulates, with whether it answers yet. */
export type Capability = { title: string; text: string; status: 'live' | 'planned' };

/** One address a developer can call. */
export type Endpoint = { method: string; path: string; text: string; status: 'live' | 'planned'; href?: string };

/** The colours that set each sandbox apart, so testers never mistake one for another or for the casino. */
export type LandingTheme = {
  background: string;
  panel: string;
  line: string;
  muted: string;
  accent: string;
  accentInk: string;
  /** The glow at the top right of the page. */
  glow: string;
  /** The second colour of the brand mark's gradient. */
  markEnd: string;
  /** The header bar, a translucent version of the background. */
  bar: string;
};

export type LandingContent = {
  productName: string;
  theme: LandingTheme;
  eyebrow: string;
  headline: string;
  summary: string;
  capabilities: Capability[];
  endpoints: Endpoint[];
  /** Links shown in the header besides /health, such as the sibling lookup app. */
  links: { label: string; href: string }[];
};

/**
 * The developer landing page a provider shows at its root: what the sandbox is, what it simulates
 * and which endpoints answer. It is static HTML with inline styles so the page works before any
 * provider UI exists; everything interpolated is escaped.
 */
export function renderDeveloperLandingPage(content: LandingContent): string {
  const links = [{ label: 'Health', href: '/health' }, ...content.links]
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join('');
  const capabilities = content.capabilities
    .map(
      (item) => `<li class="card"><h3>${escapeHtml(item.title)} ${statusBadge(item.status)}</h3>
        <p>${escapeHtml(item.text)}</p></li>`,
    )
    .join('');
  const endpoints = content.endpoints
    .map((endpoint) => {
      const path = endpoint.href
        ? `<a href="${escapeHtml(endpoint.href)}"><code>${escapeHtml(endpoint.path)}</code></a>`
        : `<code>${escapeHtml(endpoint.path)}</code>`;
      return `<tr><td><span class="method">${escapeHtml(endpoint.method)}</span></td><td>${path}</td>
        <td>${escapeHtml(endpoint.text)}</td><td>${statusBadge(endpoint.status)}</td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.productName)} · developer sandbox</title>
<style>${themeVariables(content.theme)}${STYLES}</style></head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><div class="wrap bar">
  <span class="brand"><span class="mark" aria-hidden="true"></span>${escapeHtml(content.productName)}
    <span class="tag">Sandbox</span></span>
  <nav aria-label="Developer links">${links}</nav>
</div></header>
<main id="main" class="wrap">
  <section class="hero" aria-labelledby="headline">
    <p class="eyebrow">${escapeHtml(content.eyebrow)}</p>
    <h1 id="headline">${escapeHtml(content.headline)}</h1>
    <p class="summary">${escapeHtml(content.summary)}</p>
  </section>
  <section aria-labelledby="simulates"><h2 id="simulates">What this sandbox simulates</h2>
    <ul class="grid">${capabilities}</ul></section>
  <section aria-labelledby="endpoints"><h2 id="endpoints">Endpoints</h2>
    <div class="table"><table><thead><tr><th scope="col">Method</th><th scope="col">Path</th>
    <th scope="col">Purpose</th><th scope="col">Status</th></tr></thead><tbody>${endpoints}</tbody></table></div>
  </section>
</main>
<footer class="wrap foot">A test system for development only. It moves no real money and holds no real customer data.</footer>
</body></html>`;
}

function statusBadge(status: 'live' | 'planned'): string {
  return status === 'live' ? '<span class="badge live">Live</span>' : '<span class="badge">Planned</span>';
}

function themeVariables(theme: LandingTheme): string {
  return `:root { color-scheme: dark; --bg: ${theme.background}; --panel: ${theme.panel}; --line: ${theme.line};
  --text: #e6ecf5; --muted: ${theme.muted}; --accent: ${theme.accent}; --accent-ink: ${theme.accentInk};
  --glow: ${theme.glow}; --mark-end: ${theme.markEnd}; --bar: ${theme.bar}; }`;
}

const STYLES = `
* { box-sizing: border-box; }
body { margin: 0; background: radial-gradient(1200px 500px at 80% -10%, var(--glow) 0%, transparent 60%), var(--bg);
  color: var(--text); font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--accent); } a:focus-visible { outline: 2px solid var(--accent); outline-offset: 3px; border-radius: 4px; }
.wrap { max-width: 1080px; margin: 0 auto; padding: 0 20px; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 12px; top: 12px; background: var(--panel); padding: 8px 12px; }
.top { border-bottom: 1px solid var(--line); background: var(--bar); }
.bar { display: flex; align-items: center; justify-content: space-between; gap: 16px; min-height: 64px; flex-wrap: wrap; }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; letter-spacing: .01em; }
.mark { width: 26px; height: 26px; border-radius: 8px; background: linear-gradient(135deg, var(--accent), var(--mark-end)); }
.tag { font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--accent); color: var(--accent); }
nav { display: flex; gap: 18px; font-size: 15px; } nav a { text-decoration: none; }
.hero { padding: 56px 0 24px; } .eyebrow { color: var(--accent); font-weight: 600; margin: 0 0 8px; font-size: 14px;
  text-transform: uppercase; letter-spacing: .08em; }
h1 { font-size: clamp(28px, 5vw, 44px); line-height: 1.15; margin: 0 0 16px; max-width: 20ch; }
.summary { color: var(--muted); max-width: 68ch; margin: 0; font-size: 17px; }
h2 { font-size: 20px; margin: 40px 0 16px; }
.grid { list-style: none; padding: 0; margin: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 18px; }
.card h3 { font-size: 16px; margin: 0 0 6px; display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
.card p { margin: 0; color: var(--muted); font-size: 15px; }
.badge { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 999px; background: var(--line); color: var(--muted); white-space: nowrap; }
.badge.live { background: var(--accent); color: var(--accent-ink); }
.table { overflow-x: auto; border: 1px solid var(--line); border-radius: 12px; }
table { width: 100%; border-collapse: collapse; font-size: 15px; }
th, td { text-align: left; padding: 10px 14px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; font-size: 13px; text-transform: uppercase; letter-spacing: .05em; }
tr:last-child td { border-bottom: 0; }
.method { font: 600 12px ui-monospace, monospace; color: var(--accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 14px; }
.foot { color: var(--muted); font-size: 14px; padding: 40px 20px 48px; }
@media (max-width: 640px) {
  thead { display: none; }
  tr { display: grid; grid-template-columns: auto 1fr auto; gap: 4px 12px; padding: 12px 14px; border-bottom: 1px solid var(--line); }
  tr:last-child { border-bottom: 0; }
  td { padding: 0; border: 0; overflow-wrap: anywhere; }
  td:nth-child(3) { grid-column: 1 / -1; grid-row: 2; color: var(--muted); }
}
`;
