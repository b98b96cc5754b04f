import type { GlobalProvider } from '@ladle/react';
import { StoryProviders } from './story-providers';

/** Every story renders inside the console's providers (theme, query cache, dialogs, messages). */
export const Provider: GlobalProvider = ({ children }) => <StoryProviders>{children}</StoryProviders>;
