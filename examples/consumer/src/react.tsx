/** The baseline of the size report: the same page with React and no library. */
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <button type="button" onClick={() => console.log('clicked')}>
    OK
  </button>,
);
