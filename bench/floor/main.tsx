// The floor of the bundle bench: a bare React + React Router app with one page.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '*', element: <h1>Hello</h1> }]);
const container = document.getElementById('root');
if (container) createRoot(container).render(<RouterProvider router={router} />);
