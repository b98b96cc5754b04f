/** jsdom's implementation object behind a DOM wrapper (kept behind a symbol described as "impl"). */
export function implOf<Impl extends object = object>(node: object): Impl | null {
  const key = Object.getOwnPropertySymbols(node).find((s) => s.description === 'impl');
  return key ? ((node as Record<symbol, Impl | undefined>)[key] ?? null) : null;
}
