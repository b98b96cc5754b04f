import { afterEach, describe, expect, it } from 'vitest';
import { firstEditableField, focusFirstField } from '@/lib/focus-first-field';

function dialog(html: string): HTMLElement {
  const root = document.createElement('div');
  root.tabIndex = -1;
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('firstEditableField', () => {
  it('passes over buttons, hidden, disabled, read-only and aria-hidden inputs', () => {
    const root = dialog(`
      <button>关闭</button>
      <input type="hidden" name="id">
      <input aria-label="账号" readonly>
      <input aria-label="禁用" disabled>
      <div aria-hidden="true"><input aria-label="影子"></div>
      <div style="display:none"><input aria-label="隐藏"></div>
      <input aria-label="select native" tabindex="-1">
      <input aria-label="姓名">
      <textarea aria-label="备注"></textarea>`);
    expect(firstEditableField(root)?.getAttribute('aria-label')).toBe('姓名');
  });

  it('counts a select combobox, a textarea and an editable region as fields', () => {
    expect(firstEditableField(dialog('<div role="combobox" tabindex="0" aria-label="性别"></div>'))?.getAttribute('aria-label')).toBe('性别');
    expect(firstEditableField(dialog('<textarea aria-label="内容"></textarea>'))?.getAttribute('aria-label')).toBe('内容');
    expect(firstEditableField(dialog('<div contenteditable="true" aria-label="正文"></div>'))?.getAttribute('aria-label')).toBe('正文');
  });

  it('finds nothing in a dialog without fields', () => {
    expect(firstEditableField(dialog('<p>确定删除吗？</p><button>确定</button>'))).toBeNull();
  });
});

describe('focusFirstField', () => {
  it('moves the focus from the dialog itself to its first field', () => {
    const root = dialog('<button>关闭</button><input aria-label="姓名">');
    root.focus();
    focusFirstField(root);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('姓名');
  });

  it('leaves a field that already has the focus', () => {
    const root = dialog('<input aria-label="姓名"><input aria-label="备注">');
    (root.querySelectorAll('input')[1] as HTMLInputElement).focus();
    focusFirstField(root);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('备注');
  });

  it('waits for a field drawn later, and stops waiting once stopped', async () => {
    const root = dialog('<button>关闭</button>');
    root.focus();
    focusFirstField(root);
    root.insertAdjacentHTML('beforeend', '<input aria-label="姓名">');
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('姓名');

    const other = dialog('<button>关闭</button>');
    other.focus();
    const stop = focusFirstField(other);
    stop();
    other.insertAdjacentHTML('beforeend', '<input aria-label="晚到">');
    // A mutation observer reports in a microtask: let one pass, then the focus is still on the dialog.
    await Promise.resolve();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(document.activeElement).toBe(other);
  });
});
