/**
 * A list's page, page size, sort and applied query kept in its screen's address, replacing the
 * entry so Back leaves the screen; an address changed from outside (Back, a pasted link on this
 * screen) is followed instead.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { useLocation, useSearch } from 'wouter';
import { listSearch, parseListSearch, type ListUrlOptions, type ListUrlState } from './list-url';
import { openingState } from './list-data';
import type { ListConfig } from './use-list';

/** Where the list starts: the state in the address, or the defaults for a list that keeps none there. */
export function useListStart(config: ListConfig): ListUrlState {
  const address = useSearch();
  const [start] = useState<ListUrlState>(() => openingState(config, address));
  return start;
}

export function useListAddress(
  enabled: boolean,
  options: { readonly current: ListUrlOptions },
  { page, pageSize, sort, query }: ListUrlState,
  follow: (next: ListUrlState) => void,
): void {
  const [location, navigate] = useLocation();
  const address = useSearch();
  // The route this list belongs to: a hidden tab's list must never write into another tab's address.
  const route = useRef(location).current;
  const followRef = useLatest(follow);

  const ownSearch = useMemo(
    () => (enabled ? listSearch({ page, pageSize, sort, query }, options.current, address) : ''),
    [enabled, options, page, pageSize, sort, query, address],
  );
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || location !== route) return;
    const current = new URLSearchParams(address).toString();
    if (ownSearch === current) {
      written.current = current;
      return;
    }
    if (written.current !== null && current !== written.current) {
      written.current = current;
      followRef.current(parseListSearch(address, options.current));
      return;
    }
    written.current = ownSearch;
    navigate(ownSearch ? `${route}?${ownSearch}` : route, { replace: true });
  }, [enabled, options, location, route, address, ownSearch, navigate, followRef]);
}
