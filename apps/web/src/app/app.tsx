import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, createQueryClient } from './provider.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
