import { AppProviders } from './providers';
import { AppRoutes } from './router/AppRoutes';

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
