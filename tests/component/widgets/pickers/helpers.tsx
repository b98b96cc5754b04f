/** Rendering and tree-query helpers shared by the picker component tests. */
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { StoryProviders } from '../../../../ladle/story-providers';

/** Renders inside the console's providers (query cache, theme, notifications). */
export function renderApp(ui: ReactElement) {
  return render(<StoryProviders>{ui}</StoryProviders>);
}

/** The tree item whose own label (not its children's) is `name`. */
export function treeItem(name: string, root: ParentNode = document): HTMLElement | undefined {
  return Array.from(root.querySelectorAll<HTMLElement>('[role="treeitem"]')).find(
    (li) => li.querySelector(':scope > .MuiTreeItem-content .MuiTreeItem-label')?.textContent === name,
  );
}

export async function findTreeItem(name: string, root: ParentNode = document): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = treeItem(name, root);
    if (!found) throw new Error(`tree item ${name} not found; items: ${Array.from(root.querySelectorAll('[role="treeitem"] > .MuiTreeItem-content .MuiTreeItem-label')).map((e) => e.textContent).join(', ')}; text: ${document.body.textContent?.slice(0, 300)}`);
  });
  return found!;
}

/** The checkbox of a tree item (MUI hides it from the accessibility tree; the item carries aria-checked). */
export function checkboxOf(item: HTMLElement): HTMLInputElement {
  return item.querySelector<HTMLInputElement>(':scope > .MuiTreeItem-content input[type="checkbox"]')!;
}

export function expanderOf(item: HTMLElement): HTMLElement {
  return item.querySelector<HTMLElement>(':scope > .MuiTreeItem-content .MuiTreeItem-iconContainer')!;
}

export const valueOf = () => screen.getByTestId('value').textContent;
