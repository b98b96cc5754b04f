import { lazy, Suspense } from 'react';
import { DEPART_IMPORT_COLUMNS, DEPART_IMPORT_URL } from './depart-config';

// The import dialog (and SheetJS behind it) loads only when someone imports, as in the list helper.
const ImportDialog = lazy(() => import('@/widgets/import').then((m) => ({ default: m.ImportDialog })));

/** 导入 of departments; `onImported` follows an import that saved rows. */
export function DepartImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  return (
    <Suspense fallback={null}>
      <ImportDialog
        open
        url={DEPART_IMPORT_URL}
        requiredColumns={DEPART_IMPORT_COLUMNS}
        // The server saves parents first (shorter 机构编码 first) and numbers its errors in that order.
        serverSortByLength="机构编码"
        onClose={onClose}
        onImported={(result) => {
          if (result.summary === 'failed') return;
          onImported();
        }}
      />
    </Suspense>
  );
}
