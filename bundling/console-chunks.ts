/**
 * Few, larger chunks. Left to itself the splitter cuts MUI, its icons and the console's own shared
 * modules into some 150 small chunks shared between screens, and a page load then waits on a
 * queue of requests (a plain HTTP/1.1 host, a training room's usual one, opens six at a time)
 * rather than on bytes. Three chunks instead:
 *  - login-page: every module the login page loads (the entry's imports, the app, its HTTP client
 *    and the login screen), so the login form needs two requests and nothing it does not use;
 *  - console-ui: the UI libraries (MUI, its data grid, date pickers and icons, TanStack Query,
 *    date-fns) the signed-in console needs beyond those;
 *  - console-core: the console's own calls, rules, session and helpers beyond those;
 *  - route-data: what a signed-in page load needs to send its first screen's calls beside the menu
 *    call (src/app/router/route-data.ts and the few kB it imports). Left in console-core, those
 *    calls would wait for console-core and, through it, for console-ui: hundreds of kB that take
 *    the page's thread a while to compile and run before the first call could leave.
 * Screens, heavy widgets and editors keep their own lazy chunks. The login page's budget and the
 * libraries it must not load are asserted by tests/build/dist.test.ts.
 */
import type { Plugin } from 'vite';

/** The UI libraries that are split into many small shared chunks when left alone. */
const UI_LIBRARY = /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|icons-material|x-internals|x-data-grid|x-date-pickers|x-virtualizer)|@emotion|@tanstack|date-fns|react-transition-group|@popperjs|@floating-ui)[\\/]/;

/** The console's own shared services (calls, rules, session, helpers): small modules many screens share. */
const CONSOLE_CORE = /[\\/]src[\\/](api|ui|lib|validation|session)[\\/]/;

/** The demo build's in-page backend (its entry and its code). */
const DEMO_BACKEND = /[\\/]fake-server[\\/]browser(-backend)?\.ts$/;

/** The module that sends a signed-in page load's first screen calls (see route-data above). */
const ROUTE_DATA = /[\\/]src[\\/]app[\\/]router[\\/]route-data\.ts$/;

/** Lazy modules the login page loads before it is usable: the app itself, its HTTP client and the login screen. */
const LOGIN_PAGE_LAZY = /[\\/]src[\\/](app[\\/]App\.tsx|api[\\/]http\.ts|features[\\/]login[\\/]LoginPage\.tsx)$/;

interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

export interface ConsoleChunks {
  plugin: Plugin;
  /**
   * The codeSplitting groups. A group also takes the modules its modules import, so the login
   * page's group comes first (higher priority) and keeps everything the login page needs.
   */
  groups: ChunkGroup[];
}

export function consoleChunks(): ConsoleChunks {
  // The modules the login page loads: filled in at the end of the module graph's build, read when
  // the chunks are cut (which comes after).
  let loginPage: Set<string> | null = null;
  let demoBackend = new Set<string>();
  let routeData = new Set<string>();
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: 'console-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** The modules `roots` import, following lazy imports only where `lazyToo` says so. */
      const reach = (roots: string[], lazyToo: (id: string) => boolean) => {
        const reached = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (reached.has(id)) continue;
          reached.add(id);
          const info = this.getModuleInfo(id);
          if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds.filter(lazyToo));
        }
        return reached;
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) entries.add(id);
      loginPage = reach([...entries], (lazy) => LOGIN_PAGE_LAZY.test(lazy));
      // The demo's in-page backend loads on the login page too (for the captcha): what it shares
      // with the console stays out of the console's chunks, or the login page would fetch them.
      demoBackend = reach(ids.filter((id) => DEMO_BACKEND.test(id)), (lazy) => DEMO_BACKEND.test(lazy));
      routeData = reach(ids.filter((id) => ROUTE_DATA.test(id)), () => false);
    },
  };
  const onLoginPage = (id: string) => {
    if (!loginPage) throw new Error('console-chunks: the module graph was not read before the chunks were cut');
    return loginPage.has(id);
  };
  return {
    plugin,
    groups: [
      // Rolldown reads whole numbers only (a fractional priority is ignored).
      { name: 'login-page', test: (id) => onLoginPage(id) && !entries.has(id), priority: 3 },
      { name: 'route-data', test: (id) => routeData.has(id) && !onLoginPage(id) && !demoBackend.has(id), priority: 2 },
      { name: 'console-ui', test: (id) => UI_LIBRARY.test(id) && !onLoginPage(id) && !demoBackend.has(id), priority: 1 },
      { name: 'console-core', test: (id) => CONSOLE_CORE.test(id) && !onLoginPage(id) && !demoBackend.has(id), priority: 1 },
    ],
  };
}
