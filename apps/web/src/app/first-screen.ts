import { JOBS_LIST_TEXTS } from '../features/jobs/list-texts';
import { LEARNER_HERO } from '../features/marketing/learner-hero-texts';
import { BRAND, FONT_FAMILY } from './brand';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen-attribute';
import { DRAWER_WIDTH } from './layout/drawer-width';
// By path, not '@lbd/shared': Vite bundles its config with the relative imports only, and loads the
// workspace package (TypeScript) with Node, which cannot. constants.ts imports nothing.
import { firstScreenFile, HEADER_HEIGHT_SIGNED_OUT, MOBILE_MAX_WIDTH } from '../../../../packages/shared/src/constants';

/**
 * Build time only (a plugin in vite.config.ts): the static first screens. For the pages people most
 * often open cold, the build writes a copy of index.html (dist/pages/<path>.html, which the API serves
 * for that exact path) whose #root holds, after the static header bar, the page's heading and intro in
 * the fonts, sizes and places the React page gives them. The browser paints that text with the HTML,
 * before any script has loaded; main.tsx renders the app only once the page's code is there, so React's
 * first commit replaces it with the same text in the same place (the largest paint stays the first).
 *
 * The texts are the pages' own constants; the CSS mirrors their MUI styles (theme, sx) and the layout's
 * (header height, the desktop side menu's placeholder), assuming what a first visit sees: signed out,
 * side menu expanded. Nothing here is interactive: buttons and inputs arrive with React.
 */

/** A page with a static first screen: its path, the file the build writes and what goes into #root. */
export interface FirstScreen {
  path: string;
  file: string;
  /** Page-specific CSS, added to the layout's. */
  css: string;
  /** The page's content, placed in the layout's main element. */
  body: string;
}

/** Where the build puts the static first screen inside index.html's #root (after the header bar). */
export const FIRST_SCREEN_MARKER = '<!-- first-screen -->';

const DESKTOP = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;
// MUI's default breakpoints (sm, md, lg), which the pages' responsive sx values use.
const SM = '(min-width: 600px)';
const MD = '(min-width: 900px)';
const LG = '(min-width: 1200px)';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * CssBaseline's page defaults, the app layout's flex row (the static header bar above it is in the
 * flow, so main needs no top padding) and the desktop side menu's placeholder.
 */
const LAYOUT_CSS = `
html{box-sizing:border-box;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
*,*::before,*::after{box-sizing:inherit}
body{background:${BRAND.canvas};color:${BRAND.ink};font:400 1rem/1.5 ${FONT_FAMILY};letter-spacing:0.00938em}
.fs-layout{display:flex;min-height:calc(100vh - ${HEADER_HEIGHT_SIGNED_OUT}px)}
.fs-main{flex-grow:1;min-width:0}
.fs-drawer{display:none;flex-shrink:0;width:${DRAWER_WIDTH}px}
@media ${DESKTOP}{.fs-drawer{display:block}}
`;

/** JobsListPage's heading block (Box padding, the heading Stack, Typography h4 and body1). */
function jobsListScreen(path: '/jobs' | '/internships', kind: keyof typeof JOBS_LIST_TEXTS): FirstScreen {
  const text = JOBS_LIST_TEXTS[kind];
  return {
    path,
    file: firstScreenFile(path),
    css: `
.fs-list{padding:24px 16px;max-width:1200px}
@media ${MD}{.fs-list{padding:32px}}
.fs-list-head{display:flex;flex-direction:column;justify-content:space-between;margin-bottom:16px}
@media ${SM}{.fs-list-head{flex-direction:row;align-items:center}}
.fs-list h1{margin:0;font:700 26px/1.235 ${FONT_FAMILY};letter-spacing:0.00735em}
@media ${SM}{.fs-list h1{font-size:32px}}
.fs-list p{margin:0;color:${BRAND.muted}}
`,
    body: `<div class="fs-list"><div class="fs-list-head"><div><h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.intro)}</p></div></div></div>`,
  };
}

/** LearnerHomePage's hero (PageHero: the gradient band, Container lg, eyebrow, title, subtitle). */
function learnerHomeScreen(path: '/' | '/Home'): FirstScreen {
  return {
    path,
    file: firstScreenFile(path),
    css: `
.fs-hero{color:#fff;background:radial-gradient(1200px 400px at 85% -10%, rgba(245,179,38,0.35), transparent 60%), linear-gradient(135deg, ${BRAND.navy} 0%, ${BRAND.blue} 60%, #3b6cf0 100%)}
.fs-hero-in{width:100%;margin:0 auto;padding:48px 16px;display:grid;gap:40px;align-items:center;grid-template-columns:1fr}
@media ${SM}{.fs-hero-in{padding-left:24px;padding-right:24px}}
@media ${MD}{.fs-hero-in{padding-top:72px;padding-bottom:72px;grid-template-columns:1.25fr 1fr}}
@media ${LG}{.fs-hero-in{max-width:1200px}}
.fs-eyebrow{display:block;font-size:0.75rem;font-weight:700;line-height:2.66;letter-spacing:0.12em;text-transform:uppercase;color:#fde68a}
.fs-hero h1{margin:0 0 16px;font:800 34px/1.1 ${FONT_FAMILY};letter-spacing:-0.02em}
@media ${SM}{.fs-hero h1{font-size:44px}}
@media ${MD}{.fs-hero h1{font-size:52px}}
.fs-hero p{margin:0 0 32px;font-size:17px;opacity:0.92;max-width:640px}
@media ${MD}{.fs-hero p{font-size:19px}}
`,
    body:
      `<section class="fs-hero"><div class="fs-hero-in"><div>` +
      `<span class="fs-eyebrow">${escapeHtml(LEARNER_HERO.eyebrow)}</span>` +
      `<h1>${escapeHtml(LEARNER_HERO.title)}</h1><p>${escapeHtml(LEARNER_HERO.subtitle)}</p>` +
      `</div></div></section>`,
  };
}

/** The pages with a static first screen. /myPortfolio has none: its first screen is the student's own data. */
export const FIRST_SCREENS: FirstScreen[] = [
  learnerHomeScreen('/'),
  learnerHomeScreen('/Home'),
  jobsListScreen('/jobs', 'jobs'),
  jobsListScreen('/internships', 'internships'),
];

/**
 * index.html (as built) with the page's first screen in #root, its CSS in the head and a low-priority
 * modulepreload link for each file of `preloads`: the chunks of the page's code (route-code.ts)
 * that index.html does not load already. The browser fetches them while it parses, and the start-up
 * script finds them there instead of adding ~30 links itself (a long task's worth of DOM work on a slow
 * phone).
 */
export function withFirstScreen(indexHtml: string, screen: FirstScreen, preloads: readonly string[] = []): string {
  if (!indexHtml.includes(FIRST_SCREEN_MARKER) || !indexHtml.includes('</head>'))
    throw new Error(`index.html has no ${FIRST_SCREEN_MARKER} marker or no </head>`);
  const css = (LAYOUT_CSS + screen.css).replace(/\n/g, '');
  const block =
    `<div class="fs-layout" ${FIRST_SCREEN_ATTRIBUTE}><div class="fs-drawer"></div>` +
    `<main class="fs-main">${screen.body}</main></div>`;
  const links = preloads.map(
    (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">\n    `,
  );
  return indexHtml
    .replace('</head>', `${links.join('')}<style>${css}</style>\n  </head>`)
    .replace(FIRST_SCREEN_MARKER, block);
}
