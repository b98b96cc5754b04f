import { useCallback } from 'react';
import { resolveEntryUrl, type MenuEntry, type TemplateVars } from '@/session/menu-model';
import { API_BASE } from '@/api/config';
import { COMMON_FILE_API } from '@/api/files';
import { getTenantId, getToken } from '@/session/session';

/** The variables a menu URL template may use; nothing else is evaluated (no eval, spec §2). */
function templateVars(): TemplateVars {
  const origin = window.location.origin;
  const domianURL = `${origin}${API_BASE}`;
  return {
    domianURL,
    staticDomainURL: `${domianURL}${COMMON_FILE_API.static}`,
    token: getToken() ?? '',
    tenantId: String(getTenantId() ?? 0),
  };
}

export function useEntryUrl(): (entry: MenuEntry) => string | undefined {
  return useCallback((entry: MenuEntry) => resolveEntryUrl(entry, templateVars()) || undefined, []);
}
