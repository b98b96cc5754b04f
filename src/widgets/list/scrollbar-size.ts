/**
 * The browser's scrollbar width, measured once per page on a small probe. The data grid otherwise
 * measures it itself each time it sizes itself, which on a page that is just drawing its first
 * screen forces the browser to lay out the whole new page several times over.
 */
let measured: number | undefined;

export function scrollbarSize(): number | undefined {
  if (measured !== undefined) return measured;
  if (typeof document === 'undefined' || !document.body) return undefined;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-10000px;left:-10000px;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.body.appendChild(probe);
  measured = Math.max(0, probe.offsetWidth - probe.clientWidth);
  probe.remove();
  return measured;
}
