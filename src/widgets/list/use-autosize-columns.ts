import { useEffect, useState, type RefObject } from 'react';
import type { GridApi } from '@mui/x-data-grid';

/**
 * Sizes the given columns to what this page shows, once it is on screen (jsdom
 * has no layout to measure). Returns the rows the columns were last sized for
 * (data-sized tells a reader the layout has settled).
 */
export function useAutosizeColumns<T>(apiRef: RefObject<GridApi | null>, fields: string[], rows: readonly T[], rowId: (row: T) => string, columnsVersion: unknown): readonly T[] | null {
  const [sizedFor, setSizedFor] = useState<readonly T[] | null>(null);
  useEffect(() => {
    const last = rows.at(-1);
    if (!last) return undefined;
    const lastId = rowId(last);
    let frame = 0;
    let tries = 0;
    // The grid draws new rows a frame or two after it receives them; measure once the last one is there.
    const measure = () => {
      const api = apiRef.current;
      const root = api?.rootElementRef.current;
      if (!api || !root || root.clientWidth === 0) return;
      if (!api.getRowElement(lastId) && tries++ < 20) {
        frame = requestAnimationFrame(measure);
        return;
      }
      void api.autosizeColumns({ columns: fields, includeHeaders: true, includeOutliers: true }).then(() => setSizedFor(rows));
    };
    frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [apiRef, fields, columnsVersion, rows]); // eslint-disable-line react-hooks/exhaustive-deps -- rowId reads rowKey, fixed per grid
  return sizedFor;
}
