import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { LoginTab } from '@machines/login.machine';

interface Props {
  value: LoginTab;
  tabs: { value: LoginTab; label: string }[];
  disabled?: boolean;
  onChange(tab: LoginTab): void;
}

/**
 * The two login tabs as a plain WAI-ARIA tab list (arrow keys move between them). MUI's Tabs would
 * bring its scroll and indicator machinery to the page every user loads first.
 */
export function LoginTabs({ value, tabs, disabled, onChange }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next].value);
  };
  return (
    <Box role="tablist" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {tabs.map((tab, i) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            id={`login-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls="login-panel"
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(tab.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            sx={{
              flex: 1,
              py: 1.5,
              fontSize: 15,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&.Mui-disabled': { opacity: 0.6 },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
