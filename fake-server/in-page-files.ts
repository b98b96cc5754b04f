/**
 * Without a service worker (a plain-http host) the fake backend answers only what the page itself
 * requests: fetch, XHR and WebSocket. Files the browser loads on its own — `<img src>`, links and
 * windows on a download URL under the API path — would reach the static host instead, so they are
 * fetched through the page, where the fake backend answers, and handed over as object URLs.
 */
const objectUrls = new Map<string, Promise<string>>();

function apiHref(raw: string | null | undefined, apiBase: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, location.href);
    return url.origin === location.origin && url.pathname.startsWith(`${apiBase}/`) ? url.href : null;
  } catch {
    return null;
  }
}

/** One fetch per file URL (file URLs name their content, so a re-render reuses the object URL). */
function objectUrlFor(href: string): Promise<string> {
  let url = objectUrls.get(href);
  if (!url) {
    url = fetch(href)
      .then((res) => res.blob())
      .then((blob) => URL.createObjectURL(blob));
    objectUrls.set(href, url);
    url.catch(() => objectUrls.delete(href));
  }
  return url;
}

function swapImage(img: HTMLImageElement, apiBase: string): void {
  const href = apiHref(img.getAttribute('src'), apiBase);
  if (!href) return;
  img.dataset.apiSrc = href;
  img.removeAttribute('src');
  void objectUrlFor(href).then(
    (url) => {
      // The app may have pointed the image elsewhere meanwhile.
      if (img.dataset.apiSrc === href && !img.hasAttribute('src')) img.src = url;
    },
    () => img.dispatchEvent(new Event('error')),
  );
}

function swapImagesUnder(node: Node, apiBase: string): void {
  if (node instanceof HTMLImageElement) swapImage(node, apiBase);
  else if (node instanceof Element) node.querySelectorAll('img[src]').forEach((img) => swapImage(img as HTMLImageElement, apiBase));
}

function openObjectUrl(href: string, download: string | null, target: string | null): void {
  void objectUrlFor(href).then((url) => {
    const a = document.createElement('a');
    a.href = url;
    if (download !== null) a.download = download || decodeURIComponent(new URL(href).pathname.split('/').pop() ?? '');
    if (target) a.target = target;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  });
}

/** Images made in script (`new Image().src = …`, e.g. an avatar that preloads before it shows) never enter the DOM. */
function patchImageSrcProperty(apiBase: string): void {
  const native = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  if (!native?.set || !native.get) return;
  const setNative = native.set;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    enumerable: native.enumerable,
    get: native.get,
    set(this: HTMLImageElement, value: string) {
      const href = apiHref(String(value), apiBase);
      if (!href) {
        setNative.call(this, value);
        return;
      }
      this.dataset.apiSrc = href;
      void objectUrlFor(href).then(
        (url) => {
          if (this.dataset.apiSrc === href) setNative.call(this, url);
        },
        () => this.dispatchEvent(new Event('error')),
      );
    },
  });
}

export function serveApiFilesInPage(apiBase: string): void {
  patchImageSrcProperty(apiBase);
  swapImagesUnder(document.documentElement, apiBase);
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof HTMLImageElement) swapImage(r.target, apiBase);
      r.addedNodes.forEach((n) => swapImagesUnder(n, apiBase));
    }
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const href = apiHref(link.getAttribute('href'), apiBase);
      if (!href) return;
      event.preventDefault();
      openObjectUrl(href, link.hasAttribute('download') ? link.download : null, link.target || null);
    },
    true,
  );

  const open = window.open.bind(window);
  window.open = (url?: string | URL, target?: string, features?: string) => {
    const href = apiHref(url === undefined ? null : String(url), apiBase);
    if (!href) return open(url, target, features);
    // A blank window now, while the click still counts as a user gesture; the file follows.
    const win = open('about:blank', target);
    void objectUrlFor(href).then((objectUrl) => {
      if (win) win.location.href = objectUrl;
    });
    return win;
  };
}
