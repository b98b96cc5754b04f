/** A role the story must show: `name` as Testing Library matches it, with an optional state. */
export interface ShownRole {
  role: string;
  name?: string | RegExp;
  /** how many elements of that role and name (default: at least one) */
  count?: number;
  disabled?: boolean;
  checked?: boolean;
  expanded?: boolean;
  /** aria-pressed (toggle buttons) */
  pressed?: boolean;
  /** aria-invalid (a field or a cell that failed its rule) */
  invalid?: boolean;
}

/**
 * What a story shows, stated beside it: the story test renders the story and waits until the page
 * shows all of it, so a story that silently renders an error, a spinner or an empty state fails.
 */
export interface StoryShows {
  /** texts (substrings of the page's text) or patterns the page shows */
  text?: (string | RegExp)[];
  roles?: ShownRole[];
  /** texts the page must not show once the rest is shown (an error state shows no rows, …) */
  absent?: (string | RegExp)[];
}

interface ShowingStory {
  parameters?: { shows?: StoryShows; [key: string]: unknown };
}

/** States what `story` shows; returns the story, so it reads `export const X = shows(() => …, {…})`. */
export function shows<S extends object>(story: S, what: StoryShows): S {
  const target = story as unknown as ShowingStory;
  target.parameters = { ...target.parameters, shows: what };
  return story;
}

export function shownBy(story: unknown): StoryShows | undefined {
  return (story as ShowingStory | undefined)?.parameters?.shows;
}
