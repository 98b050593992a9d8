/** The smallest use of the library: one Button (its size is measured against React alone). */
import '@legion/ui/styles.css';
import { Button } from '@legion/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<Button onClick={() => console.log('clicked')}>OK</Button>);
